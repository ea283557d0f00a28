// The LayoutPreview module: see README.md for what it owns.

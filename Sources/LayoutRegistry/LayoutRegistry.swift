// The LayoutRegistry module: see README.md for what it owns.

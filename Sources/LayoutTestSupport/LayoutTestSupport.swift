// The LayoutTestSupport module: see README.md for what it owns.

// The BuiltinLayouts module: see README.md for what it owns.

// The BuiltinCatalog module: see README.md for what it owns.

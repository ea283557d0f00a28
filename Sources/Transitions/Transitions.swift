// The Transitions module: see README.md for what it owns.

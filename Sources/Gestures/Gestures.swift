// The Gestures module: see README.md for what it owns.

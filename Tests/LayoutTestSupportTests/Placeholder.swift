// Tests for this module are added by the issue that builds it.

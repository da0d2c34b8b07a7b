// Nothing but comments: an empty module.

// The end.

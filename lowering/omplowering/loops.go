package omplowering

// loopPrimitives returns the primitives of work-sharing loops and
// reductions.
func loopPrimitives() []Primitive { return nil }

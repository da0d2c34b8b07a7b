package ir

// WalkResult tells a walk how to go on after visiting an operation.
type WalkResult uint8

const (
	// Advance continues the walk.
	Advance WalkResult = iota
	// Skip does not visit the operation's regions (pre-order only; in a
	// post-order walk they have already been visited).
	Skip
	// Interrupt stops the whole walk.
	Interrupt
)

// WalkOrder says whether an operation is visited before or after the
// operations nested in it.
type WalkOrder uint8

const (
	PreOrder WalkOrder = iota
	PostOrder
)

// Walk visits op and every operation nested in it, in the given order. The
// visited operation may be erased by fn in a post-order walk, and its
// following siblings are still visited. It reports whether the walk was
// interrupted.
func (op *Operation) Walk(order WalkOrder, fn func(*Operation) WalkResult) (interrupted bool) {
	return walkOp(op, order, fn) == Interrupt
}

func walkOp(op *Operation, order WalkOrder, fn func(*Operation) WalkResult) WalkResult {
	if order == PreOrder {
		switch fn(op) {
		case Interrupt:
			return Interrupt
		case Skip:
			return Advance
		}
	}
	for i := range op.regionSlots() {
		for _, b := range op.regionSlots()[i].blocks {
			for inner := range b.Ops() {
				if walkOp(inner, order, fn) == Interrupt {
					return Interrupt
				}
			}
		}
	}
	if order == PostOrder {
		if fn(op) == Interrupt {
			return Interrupt
		}
	}
	return Advance
}

// WalkNested is Walk without visiting op itself.
func (op *Operation) WalkNested(order WalkOrder, fn func(*Operation) WalkResult) (interrupted bool) {
	for i := range op.regionSlots() {
		for _, b := range op.regionSlots()[i].blocks {
			for inner := range b.Ops() {
				if walkOp(inner, order, fn) == Interrupt {
					return true
				}
			}
		}
	}
	return false
}

// WalkAll visits op and everything nested in it in post-order, the order in
// which erasing visited operations is safe.
func (op *Operation) WalkAll(fn func(*Operation)) {
	op.Walk(PostOrder, func(o *Operation) WalkResult {
		fn(o)
		return Advance
	})
}

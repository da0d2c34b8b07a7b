package ir

import (
	"iter"
	"unsafe"
)

// Value is an SSA value: the result of an operation or an argument of a
// block. It is defined exactly once and keeps an intrusive list of its uses.
//
// A result is four words, stored with its operation: its number is its
// position in the operation's results (see elemIndex), and its location is
// the operation's. What only block arguments need is out of line.
type Value struct {
	typ Type
	// Exactly one of def and arg is set: def for an operation result, arg
	// for a block argument.
	def  *Operation
	arg  *argInfo
	uses *OpOperand // head of the use list
}

// argInfo is what a block argument has beyond a result.
type argInfo struct {
	block *Block
	index int // the argument number
	loc   Location
}

// blockArgument is a block argument's storage: the value and its argInfo
// in one allocation.
type blockArgument struct {
	value Value
	info  argInfo
}

// elemIndex returns the index in s of the element p points to, which must
// be one of s's. Results and operands do not store their numbers: an
// operation's results and operands are each one array, so the number is
// the distance from the array's start. Only addresses are subtracted; no
// pointer is made from an integer.
func elemIndex[T any](s []T, p *T) int {
	var zero T
	return int((uintptr(unsafe.Pointer(p)) - uintptr(unsafe.Pointer(unsafe.SliceData(s)))) / unsafe.Sizeof(zero))
}

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// SetType changes the value's type in place. Callers keep the IR valid.
func (v *Value) SetType(t Type) { v.typ = t }

// DefiningOp returns the operation whose result v is, or nil for a block
// argument.
func (v *Value) DefiningOp() *Operation { return v.def }

// IsBlockArgument reports whether v is a block argument.
func (v *Value) IsBlockArgument() bool { return v.arg != nil }

// OwnerBlock returns the block v is an argument of, or the block of its
// defining operation.
func (v *Value) OwnerBlock() *Block {
	if v.arg != nil {
		return v.arg.block
	}
	return v.def.block
}

// ParentRegion returns the region in which v is defined.
func (v *Value) ParentRegion() *Region {
	if b := v.OwnerBlock(); b != nil {
		return b.parent
	}
	return nil
}

// Index returns the result number or argument number of v.
func (v *Value) Index() int {
	if v.arg != nil {
		return v.arg.index
	}
	return elemIndex(v.def.resultSlots(), v)
}

// Loc returns the location of a block argument, or of the defining op.
func (v *Value) Loc() Location {
	if v.def != nil {
		return v.def.loc
	}
	if v.arg.loc == nil {
		return UnknownLoc{}
	}
	return v.arg.loc
}

// Uses iterates over the operands that use v. The use list may be changed
// by the loop body only for the current use.
func (v *Value) Uses() iter.Seq[*OpOperand] {
	return func(yield func(*OpOperand) bool) {
		for u := v.uses; u != nil; {
			next := u.next
			if !yield(u) {
				return
			}
			u = next
		}
	}
}

// Users iterates over the operations that use v, once per use.
func (v *Value) Users() iter.Seq[*Operation] {
	return func(yield func(*Operation) bool) {
		for u := range v.Uses() {
			if !yield(u.owner) {
				return
			}
		}
	}
}

// HasUses reports whether v is used at all.
func (v *Value) HasUses() bool { return v.uses != nil }

// HasOneUse reports whether v has exactly one use.
func (v *Value) HasOneUse() bool { return v.uses != nil && v.uses.next == nil }

// NumUses counts the uses of v.
func (v *Value) NumUses() int {
	n := 0
	for u := v.uses; u != nil; u = u.next {
		n++
	}
	return n
}

// ReplaceAllUsesWith makes every use of v use w instead.
func (v *Value) ReplaceAllUsesWith(w *Value) {
	if v == w {
		return
	}
	for v.uses != nil {
		v.uses.Set(w)
	}
}

// ReplaceUsesWithIf makes the uses of v for which replace reports true use w
// instead.
func (v *Value) ReplaceUsesWithIf(w *Value, replace func(*OpOperand) bool) {
	if v == w {
		return
	}
	for u := range v.Uses() {
		if replace(u) {
			u.Set(w)
		}
	}
}

// OpOperand is one operand slot of an operation: the use of a value.
//
// Its number is its position in the owner's operands (see elemIndex).
type OpOperand struct {
	value *Value
	owner *Operation
	next  *OpOperand
	prev  **OpOperand // the pointer that points at this use
}

// Get returns the value used.
func (u *OpOperand) Get() *Value { return u.value }

// Owner returns the operation the operand belongs to.
func (u *OpOperand) Owner() *Operation { return u.owner }

// Index returns the operand number within its owner.
func (u *OpOperand) Index() int { return elemIndex(u.owner.operandSlots(), u) }

// Set makes the operand use v.
func (u *OpOperand) Set(v *Value) {
	u.unlink()
	u.link(v)
}

func (u *OpOperand) link(v *Value) {
	u.value = v
	if v == nil {
		return
	}
	u.next = v.uses
	if u.next != nil {
		u.next.prev = &u.next
	}
	u.prev = &v.uses
	v.uses = u
}

func (u *OpOperand) unlink() {
	if u.prev != nil {
		*u.prev = u.next
		if u.next != nil {
			u.next.prev = u.prev
		}
	}
	u.value, u.next, u.prev = nil, nil, nil
}

// BlockOperand is one successor slot of a terminator: the use of a block.
type BlockOperand struct {
	block *Block
	owner *Operation
	index int
	next  *BlockOperand
	prev  **BlockOperand
}

// Get returns the successor block.
func (u *BlockOperand) Get() *Block { return u.block }

// Owner returns the terminator the successor belongs to.
func (u *BlockOperand) Owner() *Operation { return u.owner }

// Index returns the successor number within its owner.
func (u *BlockOperand) Index() int { return u.index }

// Set makes the successor slot refer to b.
func (u *BlockOperand) Set(b *Block) {
	u.unlink()
	u.link(b)
}

func (u *BlockOperand) link(b *Block) {
	u.block = b
	if b == nil {
		return
	}
	u.next = b.uses
	if u.next != nil {
		u.next.prev = &u.next
	}
	u.prev = &b.uses
	b.uses = u
}

func (u *BlockOperand) unlink() {
	if u.prev != nil {
		*u.prev = u.next
		if u.next != nil {
			u.next.prev = u.prev
		}
	}
	u.block, u.next, u.prev = nil, nil, nil
}

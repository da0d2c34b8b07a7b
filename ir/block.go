package ir

import (
	"fmt"
	"iter"
	"slices"
)

// Block is a list of operations with typed arguments. In an SSA CFG region
// the last operation is a terminator that names the successor blocks.
type Block struct {
	parent      *Region
	args        []*Value
	first, last *Operation
	uses        *BlockOperand // the terminators that branch here
	orderValid  bool
}

// NewBlock returns a detached block with arguments of the given types and
// locations (locs may be nil).
func NewBlock(argTypes []Type, locs []Location) *Block {
	b := &Block{}
	for i, t := range argTypes {
		var l Location
		if i < len(locs) {
			l = locs[i]
		}
		b.AddArgument(t, l)
	}
	return b
}

// Parent returns the region containing the block, or nil.
func (b *Block) Parent() *Region { return b.parent }

// ParentOp returns the operation whose region contains the block, or nil.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// --- arguments ---

// NumArguments returns the number of block arguments.
func (b *Block) NumArguments() int { return len(b.args) }

// Argument returns argument i.
func (b *Block) Argument(i int) *Value { return b.args[i] }

// Arguments returns the arguments. The slice must not be modified.
func (b *Block) Arguments() []*Value { return b.args }

// ArgumentTypes returns a new slice of the argument types.
func (b *Block) ArgumentTypes() []Type {
	ts := make([]Type, len(b.args))
	for i, a := range b.args {
		ts[i] = a.typ
	}
	return ts
}

// AddArgument appends an argument of type t.
func (b *Block) AddArgument(t Type, loc Location) *Value {
	v := newBlockArgument(b, t, len(b.args), loc)
	b.args = append(b.args, v)
	return v
}

// InsertArgument inserts an argument of type t at position i.
func (b *Block) InsertArgument(i int, t Type, loc Location) *Value {
	v := newBlockArgument(b, t, i, loc)
	b.args = slices.Insert(b.args, i, v)
	b.renumberArgs()
	return v
}

// EraseArgument removes argument i, which must be unused.
func (b *Block) EraseArgument(i int) {
	if b.args[i].HasUses() {
		panic("ir: erasing a block argument that is still used")
	}
	b.args = slices.Delete(b.args, i, i+1)
	b.renumberArgs()
}

func (b *Block) renumberArgs() {
	for i, a := range b.args {
		a.arg.index = i
	}
}

// newBlockArgument returns argument number i of b, of type t.
func newBlockArgument(b *Block, t Type, i int, loc Location) *Value {
	a := &blockArgument{info: argInfo{block: b, index: i, loc: loc}}
	a.value = Value{typ: t, arg: &a.info}
	return &a.value
}

// --- operations ---

// First returns the first operation, or nil when the block is empty.
func (b *Block) First() *Operation { return b.first }

// Last returns the last operation, or nil when the block is empty.
func (b *Block) Last() *Operation { return b.last }

// Empty reports whether the block has no operations.
func (b *Block) Empty() bool { return b.first == nil }

// Ops iterates over the operations in order. The current operation may be
// erased or moved by the loop body.
func (b *Block) Ops() iter.Seq[*Operation] {
	return func(yield func(*Operation) bool) {
		for op := b.first; op != nil; {
			next := op.next
			if !yield(op) {
				return
			}
			op = next
		}
	}
}

// OpsReverse iterates over the operations from last to first. The current
// operation may be erased or moved by the loop body.
func (b *Block) OpsReverse() iter.Seq[*Operation] {
	return func(yield func(*Operation) bool) {
		for op := b.last; op != nil; {
			prev := op.prev
			if !yield(op) {
				return
			}
			op = prev
		}
	}
}

// NumOps counts the operations.
func (b *Block) NumOps() int {
	n := 0
	for op := b.first; op != nil; op = op.next {
		n++
	}
	return n
}

// Terminator returns the last operation if it is a registered terminator,
// or nil.
func (b *Block) Terminator() *Operation {
	if b.last != nil && b.last.IsTerminator() {
		return b.last
	}
	return nil
}

// Append adds op, which must be detached, at the end of the block.
func (b *Block) Append(op *Operation) { b.insertBefore(op, nil) }

// Prepend adds op, which must be detached, at the start of the block.
func (b *Block) Prepend(op *Operation) { b.insertBefore(op, b.first) }

// insertBefore links op before before, or at the end when before is nil.
func (b *Block) insertBefore(op, before *Operation) {
	if op.block != nil {
		panic(fmt.Sprintf("ir: inserting %s, which is already in a block", op.Name()))
	}
	op.block = b
	op.next = before
	if before == nil {
		op.prev = b.last
		b.last = op
	} else {
		op.prev = before.prev
		before.prev = op
	}
	if op.prev == nil {
		b.first = op
	} else {
		op.prev.next = op
	}
	b.orderValid = false
}

func (b *Block) insertAfter(op, after *Operation) { b.insertBefore(op, after.next) }

func (b *Block) unlinkOp(op *Operation) {
	if op.prev == nil {
		b.first = op.next
	} else {
		op.prev.next = op.next
	}
	if op.next == nil {
		b.last = op.prev
	} else {
		op.next.prev = op.prev
	}
	op.block, op.prev, op.next = nil, nil, nil
}

func (b *Block) renumber() {
	var i int32
	for op := b.first; op != nil; op = op.next {
		op.order = i
		i++
	}
	b.orderValid = true
}

// --- CFG ---

// Uses iterates over the successor slots that refer to b.
func (b *Block) Uses() iter.Seq[*BlockOperand] {
	return func(yield func(*BlockOperand) bool) {
		for u := b.uses; u != nil; {
			next := u.next
			if !yield(u) {
				return
			}
			u = next
		}
	}
}

// HasPredecessors reports whether any terminator branches to b.
func (b *Block) HasPredecessors() bool { return b.uses != nil }

// Predecessors returns the blocks whose terminators branch to b, once per
// branch edge, in use-list order.
func (b *Block) Predecessors() []*Block {
	var ps []*Block
	for u := b.uses; u != nil; u = u.next {
		ps = append(ps, u.owner.block)
	}
	return ps
}

// Successors returns the successors of the block's last operation.
func (b *Block) Successors() []*Block {
	if b.last == nil {
		return nil
	}
	return b.last.Successors()
}

// ReplaceAllUsesWith makes every branch to b go to other.
func (b *Block) ReplaceAllUsesWith(other *Block) {
	for b.uses != nil {
		b.uses.Set(other)
	}
}

// IsEntry reports whether b is the first block of its region.
func (b *Block) IsEntry() bool { return b.parent != nil && b.parent.First() == b }

// Erase removes the block from its region and drops the references of its
// operations. Nothing may still branch to it.
func (b *Block) Erase() {
	if b.uses != nil {
		panic("ir: erasing a block that is still a successor")
	}
	if b.parent != nil {
		b.parent.removeBlock(b)
	}
	b.DropAllReferences()
}

// DropAllReferences drops the references of every operation in the block.
func (b *Block) DropAllReferences() {
	for op := b.first; op != nil; op = op.next {
		op.DropAllReferences()
	}
}

// SplitBefore moves op and everything after it into a new block inserted
// right after b, and returns the new block. No terminator is added.
func (b *Block) SplitBefore(op *Operation) *Block {
	nb := &Block{}
	b.parent.InsertAfter(b, nb)
	for cur := op; cur != nil; {
		next := cur.next
		cur.Remove()
		nb.Append(cur)
		cur = next
	}
	return nb
}

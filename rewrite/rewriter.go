// Package rewrite changes IR through patterns: the Rewriter that every
// change goes through and the Listener that drivers watch it with, rewrite
// patterns and pattern sets, folding with constant materialization, the
// greedy pattern driver, and dialect conversion.
package rewrite

import (
	"fmt"
	"slices"

	"github.com/strata-ir/strata/ir"
)

// Listener is told about the changes a Rewriter makes, so that a driver
// can keep its worklist, its constant tables or its undo log current.
// Notifications come before the change is undone or the op is gone:
// OperationErased is called while op is still in its block.
type Listener interface {
	// OperationInserted: op was created or moved to a new place.
	OperationInserted(op *ir.Operation)
	// OperationModified: op's operands, attributes, successors or
	// location changed in place.
	OperationModified(op *ir.Operation)
	// OperationReplaced: op's results are about to be replaced by values.
	// The slice is the caller's, valid during the call only (the folder
	// passes its scratch): a listener keeps a copy, if anything.
	OperationReplaced(op *ir.Operation, values []*ir.Value)
	// OperationErased: op is about to be erased (for each op nested in an
	// erased op or block too, innermost first).
	OperationErased(op *ir.Operation)
}

// NopListener ignores every notification; embed it to implement only some.
type NopListener struct{}

func (NopListener) OperationInserted(*ir.Operation)              {}
func (NopListener) OperationModified(*ir.Operation)              {}
func (NopListener) OperationReplaced(*ir.Operation, []*ir.Value) {}
func (NopListener) OperationErased(*ir.Operation)                {}

// Rewriter changes IR and tells its Listener about every change. It
// implements ir.Rewriter, the interface dialect patterns are written
// against.
type Rewriter struct {
	b        *ir.Builder
	listener Listener
}

var _ ir.Rewriter = (*Rewriter)(nil)

// NewRewriter returns a rewriter that reports to l (nil: to nobody).
func NewRewriter(ctx *ir.Context, l Listener) *Rewriter {
	if l == nil {
		l = NopListener{}
	}
	rw := &Rewriter{b: ir.NewBuilder(ctx), listener: l}
	rw.b.Listener = l.OperationInserted
	return rw
}

// Context returns the rewriter's context.
func (rw *Rewriter) Context() *ir.Context { return rw.b.Ctx }

// Listener returns the listener the rewriter reports to.
func (rw *Rewriter) Listener() Listener { return rw.listener }

// Builder returns the builder, whose insertions are reported.
func (rw *Rewriter) Builder() *ir.Builder { return rw.b }

// SetInsertionPointBefore moves the insertion point right before op.
func (rw *Rewriter) SetInsertionPointBefore(op *ir.Operation) { rw.b.SetInsertionPointBefore(op) }

// SetInsertionPointAfter moves the insertion point right after op.
func (rw *Rewriter) SetInsertionPointAfter(op *ir.Operation) { rw.b.SetInsertionPointAfter(op) }

// Create makes an operation at the insertion point.
func (rw *Rewriter) Create(st ir.OperationState) *ir.Operation { return rw.b.Create(st) }

// Insert places the detached op at the insertion point.
func (rw *Rewriter) Insert(op *ir.Operation) *ir.Operation { return rw.b.Insert(op) }

// ReplaceOp replaces op's results with values and erases op.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, values []*ir.Value) {
	if len(values) != op.NumResults() {
		panic(fmt.Sprintf("rewrite: replacing the %d results of %s with %d values", op.NumResults(), op.Name(), len(values)))
	}
	rw.listener.OperationReplaced(op, values)
	for i, v := range values {
		rw.ReplaceAllUsesWith(op.Result(i), v)
	}
	rw.EraseOp(op)
}

// ReplaceOpWithOp replaces op's results with those of newOp and erases op.
func (rw *Rewriter) ReplaceOpWithOp(op, newOp *ir.Operation) { rw.ReplaceOp(op, newOp.Results()) }

// EraseOp erases op and everything nested in it; its results must be
// unused.
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	if !op.UseEmpty() {
		panic(fmt.Sprintf("rewrite: erasing %s whose results are still used", op.Name()))
	}
	rw.notifyErasedNested(op)
	op.Erase()
}

// notifyErasedNested reports op and what it holds as erased, innermost
// first.
func (rw *Rewriter) notifyErasedNested(op *ir.Operation) {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for nested := range b.OpsReverse() {
				rw.notifyErasedNested(nested)
			}
		}
	}
	rw.listener.OperationErased(op)
}

// EraseBlock erases b and everything in it.
func (rw *Rewriter) EraseBlock(b *ir.Block) {
	for op := range b.OpsReverse() {
		rw.notifyErasedNested(op)
	}
	b.DropAllReferences()
	for op := range b.Ops() {
		op.Remove()
	}
	b.Erase()
}

// ModifyInPlace runs fn, which changes op in place, and reports it.
func (rw *Rewriter) ModifyInPlace(op *ir.Operation, fn func()) {
	fn()
	rw.listener.OperationModified(op)
}

// ReplaceAllUsesWith makes every use of from use to, reporting each user
// as modified.
func (rw *Rewriter) ReplaceAllUsesWith(from, to *ir.Value) {
	if from == to {
		return
	}
	for from.HasUses() {
		var u *ir.OpOperand
		for first := range from.Uses() {
			u = first
			break
		}
		user := u.Owner()
		u.Set(to)
		rw.listener.OperationModified(user)
	}
}

// ReplaceUsesWithIf replaces the uses of from for which replace reports
// true.
func (rw *Rewriter) ReplaceUsesWithIf(from, to *ir.Value, replace func(*ir.OpOperand) bool) {
	var uses []*ir.OpOperand
	for u := range from.Uses() {
		if replace(u) {
			uses = append(uses, u)
		}
	}
	for _, u := range uses {
		u.Set(to)
		rw.listener.OperationModified(u.Owner())
	}
}

// InlineRegionBefore moves the blocks of r right before block before.
func (rw *Rewriter) InlineRegionBefore(r *ir.Region, before *ir.Block) {
	dest := before.Parent()
	for _, b := range slices.Clone(r.Blocks()) {
		r.RemoveBlock(b)
		dest.InsertBefore(before, b)
		for op := range b.Ops() {
			rw.listener.OperationInserted(op)
		}
	}
}

// InlineRegionAtEnd moves the blocks of r to the end of region dest.
func (rw *Rewriter) InlineRegionAtEnd(r, dest *ir.Region) {
	for _, b := range slices.Clone(r.Blocks()) {
		r.RemoveBlock(b)
		dest.AppendBlock(b)
		for op := range b.Ops() {
			rw.listener.OperationInserted(op)
		}
	}
}

// InlineBlockBefore moves the operations of src right before op (at the
// end of op's block when op is nil is not allowed: use MergeBlocks),
// replacing src's arguments with args, and erases src.
func (rw *Rewriter) InlineBlockBefore(src *ir.Block, op *ir.Operation, args []*ir.Value) {
	rw.replaceArgs(src, args)
	for _, moved := range opsOf(src) {
		moved.MoveBefore(op)
		rw.listener.OperationInserted(moved)
	}
	src.Erase()
}

// MergeBlocks moves the operations of src to the end of dest, replacing
// src's arguments with args, and erases src.
func (rw *Rewriter) MergeBlocks(src, dest *ir.Block, args []*ir.Value) {
	rw.replaceArgs(src, args)
	for _, moved := range opsOf(src) {
		moved.Remove()
		dest.Append(moved)
		rw.listener.OperationInserted(moved)
	}
	src.Erase()
}

func (rw *Rewriter) replaceArgs(src *ir.Block, args []*ir.Value) {
	if len(args) != src.NumArguments() {
		panic(fmt.Sprintf("rewrite: merging a block of %d arguments with %d values", src.NumArguments(), len(args)))
	}
	if src.HasPredecessors() {
		panic("rewrite: merging a block that still has predecessors")
	}
	for i, a := range src.Arguments() {
		rw.ReplaceAllUsesWith(a, args[i])
	}
}

func opsOf(b *ir.Block) []*ir.Operation {
	var ops []*ir.Operation
	for op := range b.Ops() {
		ops = append(ops, op)
	}
	return ops
}

// SplitBlock splits b before op and returns the new block holding op and
// what follows.
func (rw *Rewriter) SplitBlock(b *ir.Block, before *ir.Operation) *ir.Block {
	return b.SplitBefore(before)
}

// MoveOpBefore moves op right before other.
func (rw *Rewriter) MoveOpBefore(op, other *ir.Operation) {
	op.MoveBefore(other)
	rw.listener.OperationInserted(op)
}

// MoveOpAfter moves op right after other.
func (rw *Rewriter) MoveOpAfter(op, other *ir.Operation) {
	op.MoveAfter(other)
	rw.listener.OperationInserted(op)
}

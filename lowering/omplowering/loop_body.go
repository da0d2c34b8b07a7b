package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// loopWriter turns a wsloop into llvm dialect blocks in the function
// around it. Blocks are laid out in order after the block being built
// (after), ending with the continuation block (exit) that holds what
// followed the construct.
type loopWriter struct {
	e     *Emitter
	a     arith
	ws    omp.WsloopOp
	nest  omp.LoopNestOp
	after *ir.Block
	exit  *ir.Block
	// bodyUsed is set once the loop nest's body has been placed: it is
	// moved, not cloned, so it can be placed only once.
	bodyUsed bool
}

// newLoopWriter prepares the lowering of the wsloop at e.B: it gives the
// reductions their private partials and the private variables their
// copies (before the loop), then splits the
// block before the plan (newSplit). The builder is left at the end of the
// first half, which has no terminator yet; the second half is w.exit.
func newLoopWriter(e *Emitter) (*loopWriter, error) {
	ws, nest, err := wsloopOf(e)
	if err != nil {
		return nil, err
	}
	if _, err := tripCount(e); err != nil {
		return nil, err
	}
	if err := privatizeReductions(e, ws); err != nil {
		return nil, err
	}
	// One copy per thread of the private and firstprivate variables, made
	// before the loop as for any construct that stays in place.
	if err := e.privatizeInPlace(); err != nil {
		return nil, err
	}
	w, err := newSplit(e)
	if err != nil {
		return nil, err
	}
	w.ws, w.nest = ws, nest
	return w, nil
}

// newSplit splits the block before the plan (Emitter.SplitBlock) for
// control flow: the builder is left at the end of the first half, which
// has no terminator yet; w.exit is the second half, starting with the
// plan, before which the next actions go.
func newSplit(e *Emitter) (*loopWriter, error) {
	if e.anchorOp().Block() == nil {
		return nil, e.Errorf("the construct is not in a block")
	}
	head, cont := e.SplitBlock()
	e.B.SetInsertionPointToEnd(head)
	return &loopWriter{e: e, a: arith{e.B, e.Construct.Loc()}, after: head, exit: cont}, nil
}

// newBlock adds a block with arguments of the given types after the last
// one laid out.
func (w *loopWriter) newBlock(types ...ir.Type) *ir.Block {
	locs := make([]ir.Location, len(types))
	for i := range locs {
		locs[i] = w.a.loc
	}
	blk := ir.NewBlock(types, locs)
	w.after.Parent().InsertAfter(w.after, blk)
	w.after = blk
	return blk
}

func (w *loopWriter) br(dest *ir.Block, args ...*ir.Value) {
	llvm.NewBr(w.e.B, dest, args, w.a.loc)
}

func (w *loopWriter) condBr(c *ir.Value, t *ir.Block, targs []*ir.Value, f *ir.Block, fargs []*ir.Value) {
	llvm.NewCondBr(w.e.B, c, t, targs, f, fargs, w.a.loc)
}

// chunk ends the block being built with the loop over the normalized
// iterations lo .. hi (inclusive, i64), then continues to next:
//
//	br ^head(lo)
//	^head(%k): cond_br (%k <= hi), ^ivs, ^next
//	^ivs:      the induction variables of %k; br ^body(ivs)
//	^body...:  the loop nest's blocks, omp.yield becoming br ^latch
//	^latch:    br ^head(%k + 1)
//
// The builder is left at the end of the last block laid out (^latch, now
// terminated); callers set it where they continue.
func (w *loopWriter) chunk(lo, hi *ir.Value, next *ir.Block) error {
	if w.bodyUsed {
		return w.e.Errorf("the loop body can be placed only once")
	}
	w.bodyUsed = true
	// A loop of one induction variable carries it beside %k, stepped
	// with nsw: LLVM then sees an affine induction of the loop's own type
	// (sign-extended for addresses without a trunc in the way), which it
	// vectorizes; recomputing it from %k each iteration (lb + k*step in a
	// narrower type) hides that. The values are those the source loop
	// takes, so they do not overflow: the trip count is computed signed.
	carry := len(w.nest.IVs()) == 1
	var ivType ir.Type
	var ivs []*ir.Value
	var head *ir.Block
	if carry {
		ivType = w.nest.IVs()[0].Type()
		head = w.newBlock(ir.I64, ivType)
		first, err := inductionValues(w.e, w.a, w.nest, lo)
		if err != nil {
			return err
		}
		w.br(head, lo, first[0])
	} else {
		head = w.newBlock(ir.I64)
		w.br(head, lo)
	}
	ivBlock := w.newBlock()
	w.e.B.SetInsertionPointToEnd(head)
	k := head.Argument(0)
	w.condBr(w.a.cmp(llvm.ICmpSLE, k, hi), ivBlock, nil, next, nil)

	w.e.B.SetInsertionPointToEnd(ivBlock)
	if carry {
		ivs = []*ir.Value{head.Argument(1)}
	} else {
		var err error
		if ivs, err = inductionValues(w.e, w.a, w.nest, k); err != nil {
			return err
		}
	}
	body := w.nest.Region(0)
	blocks := append([]*ir.Block(nil), body.Blocks()...)
	w.br(blocks[0], ivs...)
	for _, blk := range blocks {
		body.RemoveBlock(blk)
		w.after.Parent().InsertAfter(w.after, blk)
		w.after = blk
	}
	latch := w.newBlock()
	for _, blk := range blocks {
		if term := blk.Last(); term != nil && term.Is("omp.yield") {
			w.e.B.SetInsertionPointBefore(term)
			w.br(latch)
			term.Erase()
		}
	}
	w.e.B.SetInsertionPointToEnd(latch)
	if carry {
		step := w.nest.Steps()[0]
		nextIV := llvm.NewBinary(w.e.B, llvm.AddOpName, ivs[0], step, llvm.OverflowNSW, w.a.loc).Result(0)
		w.br(head, w.a.add(k, w.a.c64(1)), nextIV)
		return nil
	}
	w.br(head, w.a.add(k, w.a.c64(1)))
	return nil
}

// finish marks the construct's body lowered and sets the builder before
// the plan, at the start of the continuation block, where the post
// actions go. The construct, emptied, stays in its plan for the plan
// pass to erase: post actions read its clauses.
func (w *loopWriter) finish() {
	w.e.bodyDone = true
	w.e.B.SetInsertionPointBefore(w.e.anchorOp())
}

// entryAlloca returns a new stack slot of type t, allocated at the start
// of the entry block of the function around the construct, so that a
// loop around the construct does not grow the stack.
func entryAlloca(e *Emitter, t ir.Type) (*ir.Value, error) {
	fn := e.Construct.ParentOfKind(llvm.FuncOpName)
	if fn == nil || fn.Region(0).Empty() {
		return nil, e.Errorf("the construct is not in an llvm.func (run --omp-outline first)")
	}
	b := ir.NewBuilder(e.B.Ctx)
	b.SetInsertionPointToStart(fn.Region(0).First())
	one := llvm.NewIntConstant(b, ir.I64, 1, e.Construct.Loc())
	return llvm.NewAlloca(b, t, one, 0, e.Construct.Loc()).Result(0), nil
}

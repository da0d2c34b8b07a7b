package omplowering

import (
	"fmt"

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
	if len(w.nest.IVs()) > 1 {
		return w.chunkCollapsed(lo, hi, next)
	}
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
	// k + 1 is nsw too (arith.inc): k <= hi <= count - 1. Without the
	// flag LLVM must allow for hi = INT64_MAX, an endless loop, and
	// cannot count the iterations when hi comes from the runtime (libomp
	// writes it through a pointer): such a loop does not vectorize.
	if carry {
		step := w.nest.Steps()[0]
		nextIV := llvm.NewBinary(w.e.B, llvm.AddOpName, ivs[0], step, llvm.OverflowNSW, w.a.loc).Result(0)
		w.br(head, w.a.inc(k), nextIV)
		return nil
	}
	w.br(head, w.a.inc(k))
	return nil
}

// chunkCollapsed is chunk for a collapsed nest: rather than recomputing
// every induction variable from %k by division at each iteration, it
// walks the rows of the chunk (the outer loops' iterations, their
// variables computed once per row) and runs the innermost loop over the
// part of each row inside the chunk, its variable carried and stepped
// with nsw, so that the inner loop is a plain loop LLVM vectorizes:
//
//	cond_br (lo <= hi), ^start, ^next
//	^start: br ^row(lo / n)                          n: the innermost count
//	^row(%r): cond_br (%r <= hi / n), ^rowbody, ^next
//	^rowbody: the outer variables of %r; js = (%r == lo/n ? lo%n : 0),
//	          je = (%r == hi/n ? hi%n : n-1); br ^head(js, lb + js*step)
//	^head(%j, %iv): cond_br (%j <= je), ^ivs, ^rowlatch
//	^ivs:     br ^body(outer..., %iv)
//	^body...: the nest's blocks, omp.yield becoming br ^latch
//	^latch:   br ^head(%j + 1, %iv + step)
//	^rowlatch: br ^row(%r + 1)
func (w *loopWriter) chunkCollapsed(lo, hi *ir.Value, next *ir.Block) error {
	a, e := w.a, w.e
	ivs := w.nest.IVs()
	depth := len(ivs)
	count := func(d int) (*ir.Value, error) {
		n, ok := e.Var(fmt.Sprintf("%s%d", varDimCount, d))
		if !ok {
			return nil, e.Errorf("the trip count of loop #%d was not computed", d)
		}
		return n, nil
	}
	nIn, err := count(depth - 1)
	if err != nil {
		return err
	}
	// An empty chunk (or nest: a count may be 0) divides by nothing.
	start := w.newBlock()
	w.condBr(a.cmp(llvm.ICmpSLE, lo, hi), start, nil, next, nil)
	e.B.SetInsertionPointToEnd(start)
	rlo, rhi := a.bin(llvm.UDivOpName, lo, nIn), a.bin(llvm.UDivOpName, hi, nIn)
	jlo, jhi := a.bin(llvm.URemOpName, lo, nIn), a.bin(llvm.URemOpName, hi, nIn)
	row := w.newBlock(ir.I64)
	w.br(row, rlo)
	rowBody := w.newBlock()
	e.B.SetInsertionPointToEnd(row)
	r := row.Argument(0)
	w.condBr(a.cmp(llvm.ICmpSLE, r, rhi), rowBody, nil, next, nil)

	e.B.SetInsertionPointToEnd(rowBody)
	lbs, steps := w.nest.LowerBounds(), w.nest.Steps()
	outer := make([]*ir.Value, depth-1)
	rest := r
	for d := depth - 2; d >= 0; d-- {
		index := rest
		if d > 0 {
			n, err := count(d)
			if err != nil {
				return err
			}
			index = a.bin(llvm.URemOpName, rest, n)
			rest = a.bin(llvm.UDivOpName, rest, n)
		}
		t := ivs[d].Type().(ir.IntegerType)
		outer[d] = a.add(lbs[d], a.mul(a.cast(index, t), steps[d]))
	}
	zero, one := a.c64(0), a.c64(1)
	js := a.sel(a.cmp(llvm.ICmpEQ, r, rlo), jlo, zero)
	je := a.sel(a.cmp(llvm.ICmpEQ, r, rhi), jhi, a.sub(nIn, one))
	inType := ivs[depth-1].Type().(ir.IntegerType)
	lbIn, stepIn := lbs[depth-1], steps[depth-1]
	iv0 := a.add(lbIn, a.mul(a.cast(js, inType), stepIn))
	head := w.newBlock(ir.I64, inType)
	w.br(head, js, iv0)
	ivBlock := w.newBlock()

	e.B.SetInsertionPointToEnd(ivBlock)
	j, iv := head.Argument(0), head.Argument(1)
	w.br(w.nest.Region(0).First(), append(append([]*ir.Value(nil), outer...), iv)...)
	body := w.nest.Region(0)
	blocks := append([]*ir.Block(nil), body.Blocks()...)
	for _, blk := range blocks {
		body.RemoveBlock(blk)
		w.after.Parent().InsertAfter(w.after, blk)
		w.after = blk
	}
	latch := w.newBlock()
	rowLatch := w.newBlock()
	for _, blk := range blocks {
		if term := blk.Last(); term != nil && term.Is("omp.yield") {
			e.B.SetInsertionPointBefore(term)
			w.br(latch)
			term.Erase()
		}
	}
	e.B.SetInsertionPointToEnd(head)
	w.condBr(a.cmp(llvm.ICmpSLE, j, je), ivBlock, nil, rowLatch, nil)
	e.B.SetInsertionPointToEnd(latch)
	nextIV := llvm.NewBinary(e.B, llvm.AddOpName, iv, stepIn, llvm.OverflowNSW, a.loc).Result(0)
	w.br(head, a.inc(j), nextIV)
	e.B.SetInsertionPointToEnd(rowLatch)
	w.br(row, a.inc(r))
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

package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// Distribute (omp.distribute) splits a loop nest's iterations over the
// teams of a league, and in upstream's composite form `distribute
// parallel for` (omp.parallel { omp.distribute { omp.wsloop {
// omp.loop_nest }}}) each team's share is then shared by the threads of
// the team's parallel region. Both become work-sharing loops before
// the constructs are planned:
//
//   - the loop nest is normalized to one i64 induction over the team's
//     share of 0 .. count-1 (the induction variables are recomputed
//     from it at the top of the body, collapsed nests included);
//   - the share is the static block of the team's number (the spec's
//     thread_id_function) among the league's size (num_threads_function)
//     without dist_schedule's chunk, and with one, the team's chunks
//     round-robin: a loop around the work-sharing loop runs them;
//   - a distribute with a wsloop inside leaves that wsloop, over the
//     team's share; a distribute around the loop nest itself becomes a
//     wsloop nowait, which the team's initial thread runs alone (it is
//     not in a parallel region), so the usual wsloop plans lower it.
//
// The wsloop then gets its plan like any other, so distribute costs a
// spec two properties (which functions give the team number and the
// league's size) and no runtime entry point of its own.

// normalizeDistributes rewrites every omp.distribute of module, with the
// properties of the spec's distribute declaration for its clauses.
func normalizeDistributes(module *ir.Operation, sp *spec) error {
	var dists []*ir.Operation
	module.WalkAll(func(op *ir.Operation) {
		if op.Is(omp.DistributeOpName) {
			dists = append(dists, op)
		}
	})
	for _, d := range dists {
		plan, err := dsl.Evaluate(sp.file, sp.schema, sp.runtime, "distribute", OpClauses(d))
		if err != nil {
			if nd, ok := err.(*dsl.NoDeclarationError); ok {
				return nd.OpDiagnostic(d.Name(), d.Loc())
			}
			return located(d, err)
		}
		if err := normalizeDistribute(d, plan); err != nil {
			return err
		}
	}
	return nil
}

// normalizeDistribute rewrites one distribute (see above).
func normalizeDistribute(d *ir.Operation, plan *dsl.Plan) error {
	dist := omp.DistributeOp{Clauses: omp.Clauses{Operation: d}}
	b := ir.NewBuilder(d.Context())
	b.SetInsertionPointBefore(d)
	e := NewEmitter(b, d, plan)
	if len(dist.PrivateVars()) > 0 {
		return e.Errorf("private clauses on distribute are not supported yet")
	}
	var inner *ir.Operation
	for op := range d.Region(0).First().Ops() {
		if op.Is(omp.TerminatorOpName) {
			continue
		}
		if inner != nil {
			return e.Errorf("a distribute must hold one loop nest or wrapper, found '%s' after '%s'", op.Name(), inner.Name())
		}
		inner = op
	}
	var nest omp.LoopNestOp
	switch {
	case inner == nil:
		return e.Errorf("the distribute holds no loop nest")
	case inner.Is(omp.LoopNestOpName):
		nest, _ = omp.AsLoopNest(inner)
	case inner.Is(omp.WsloopOpName):
		ws := omp.WsloopOp{Clauses: omp.Clauses{Operation: inner}}
		nest = ws.LoopNest()
		if nest.Operation == nil || nest.ParentOp() != inner {
			return e.Errorf("the wsloop inside the distribute must hold the loop nest itself")
		}
	default:
		return e.Errorf("'%s' inside distribute is not supported yet; a loop nest or a wsloop (distribute parallel for) is", inner.Name())
	}
	for i, iv := range nest.IVs() {
		if _, ok := iv.Type().(ir.IntegerType); !ok {
			return e.Errorf("induction variable #%d has type %s; an integer type is needed", i, ir.TypeString(iv.Type()))
		}
	}
	a := arith{b, d.Loc()}
	count := nestTripCount(e, nest)
	team, err := callI32(e, a, "thread_id_function")
	if err != nil {
		return err
	}
	teams, err := callI32(e, a, "num_threads_function")
	if err != nil {
		return err
	}

	// A standalone distribute's loop becomes a wsloop nowait.
	if inner.Is(omp.LoopNestOpName) {
		ws := omp.Build(b, omp.WsloopOpName, d.Loc(), omp.Operands{}, []ir.NamedAttribute{{Name: "nowait", Value: ir.Unit}}, nil, 1)
		blk := ws.Region(0).AddBlock(nil, nil)
		inner.Remove()
		blk.Append(inner)
		inner = ws
	} else {
		inner.MoveBefore(d)
	}
	// What follows computes the team's share before the loop.
	b.SetInsertionPointBefore(inner)

	chunk := dist.DistScheduleChunk()
	if chunk == nil {
		// The team's block: q = count / teams, r = count % teams; teams
		// below r run q+1 iterations (libgomp's static split).
		q := a.bin(llvm.SDivOpName, count, teams)
		r := a.bin(llvm.SRemOpName, count, teams)
		one := a.c64(1)
		fewer := a.cmp(llvm.ICmpSGE, team, r)
		size := a.sel(fewer, q, a.add(q, one))
		lo := a.sel(fewer, a.add(a.mul(team, q), r), a.mul(team, a.add(q, one)))
		if err := narrowNest(e, nest, lo, a.add(lo, size)); err != nil {
			return err
		}
		d.Erase()
		return nil
	}

	// With a chunk: for (c = team*chunk; c < count; c += teams*chunk)
	// the wsloop runs [c, min(c+chunk, count)).
	if _, ok := chunk.Type().(ir.IntegerType); !ok {
		return e.Errorf("the dist_schedule chunk has type %s; an integer is needed", ir.TypeString(chunk.Type()))
	}
	c := a.cast(chunk, ir.I64)
	start := a.mul(team, c)
	stride := a.mul(teams, c)
	before := d.Block()
	after := before.SplitBefore(d)
	header := ir.NewBlock([]ir.Type{ir.I64}, []ir.Location{d.Loc()})
	body := ir.NewBlock(nil, nil)
	before.Parent().InsertAfter(before, header)
	before.Parent().InsertAfter(header, body)
	b.SetInsertionPointToEnd(before)
	llvm.NewBr(b, header, []*ir.Value{start}, d.Loc())

	b.SetInsertionPointToEnd(header)
	c0 := header.Argument(0)
	llvm.NewCondBr(b, a.cmp(llvm.ICmpSLT, c0, count), body, nil, after, nil, d.Loc())

	b.SetInsertionPointToEnd(body)
	end := a.add(c0, c)
	hi := a.sel(a.cmp(llvm.ICmpSLT, end, count), end, count)
	inner.Remove()
	body.Append(inner)
	b.SetInsertionPointToEnd(body)
	llvm.NewBr(b, header, []*ir.Value{a.add(c0, stride)}, d.Loc())
	// The bounds are computed in the body before the wsloop.
	b.SetInsertionPointBefore(inner)
	if err := narrowNest(e, nest, c0, hi); err != nil {
		return err
	}
	d.Erase()
	return nil
}

// narrowNest makes nest one loop of an i64 induction k over [lo, hi)
// (normalized iterations), recomputing the original induction variables
// from k at the top of its body. The trip count of nest must have been
// computed with e (nestTripCount), which binds the loops' counts.
func narrowNest(e *Emitter, nest omp.LoopNestOp, lo, hi *ir.Value) error {
	entry := nest.Region(0).First()
	loc := nest.Loc()
	// k goes after the original variables, which inductionValues reads
	// the types of; they are erased once replaced.
	n := entry.NumArguments()
	k := entry.AddArgument(ir.I64, loc)
	b := ir.NewBuilder(nest.Context())
	b.SetInsertionPointToStart(entry)
	a := arith{b, loc}
	ie := NewEmitter(b, e.Construct, e.Plan)
	for _, n := range e.VarNames() {
		v, _ := e.Var(n)
		ie.SetVar(n, v)
	}
	ivs, err := inductionValues(ie, a, nest, k)
	if err != nil {
		return err
	}
	for i, iv := range ivs {
		entry.Argument(i).ReplaceAllUsesWith(iv)
	}
	for range n {
		entry.EraseArgument(0)
	}
	one := llvm.NewIntConstant(e.B, ir.I64, 1, loc)
	nest.SetOperands([]*ir.Value{lo, hi, one})
	nest.RemoveAttr("loop_inclusive")
	return nil
}

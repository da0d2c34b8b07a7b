// Package cirunroll is the cir-unroll pass: it unrolls innermost cir.for
// loops that count an integer variable up or down to a loop-invariant
// bound, at the cir level, where C's loops are still loops.
//
// A loop qualifies when
//   - its body holds no other loop (cir.for, cir.while, cir.do), is one
//     block ending in cir.yield, and holds no cir.break that leaves the
//     loop (a break out of a cir.switch is fine; cir.continue and
//     cir.return are handled);
//   - its step region is `i = i + c` or `i = i - c` for a variable i
//     (a cir.alloca of an integer type) and a constant c (cir.binop add or
//     sub, or cir.unary inc or dec), and nothing else;
//   - its cond region is a comparison (lt, le, gt, ge or ne) of a load of i
//     with a loop-invariant bound: a value defined outside the loop, a
//     constant, or a load of a variable that the loop does not store to;
//   - i's address is only ever loaded from and stored to (it does not
//     escape to a call or a store), and the body does not store to i; the
//     same holds of a variable the bound is loaded from.
//
// When the value i has before the loop (the last store to it before the
// loop, in the same block, of a constant) and the bound are constants, the
// trip count T is known: for T a multiple of the factor F the loop becomes
// one loop running F copies of the body per test of the condition, and
// nothing else; otherwise an unrolled loop runs the first T - T mod F
// iterations (its condition compares i with the constant value i has after
// them) and the original loop, left after it, runs the rest. With an
// unknown trip count the unrolled loop runs while F more iterations remain,
// a test written so that it cannot overflow: for `i < n` stepping by c,
// `i < n && (unsigned)n - (unsigned)i > (F-1)*c`; the original loop, after
// it, runs the rest.
//
// In the unrolled body the copies of the body follow each other with a
// copy of the step between two copies; the loop's own step region does the
// last step. A body holding cir.continue has each copy wrapped in a
// `cir.do { copy } while (false)`, so that continuing a copy goes on to the
// step after it.
//
// Loops that do not qualify are left alone; with the option remarks=true
// the pass says why in a remark on the loop (and reports the loops it
// unrolled), as mlir-opt prints remarks: `loc: remark: loop not
// unrolled: ...` and `loc: remark: loop unrolled by F: ...`.
package cirunroll

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// Pass is cir-unroll.
type Pass struct {
	Factor  int  `option:"factor" help:"Unroll factor: how many copies of the body each iteration of the unrolled loop runs"`
	Remarks bool `option:"remarks" help:"Emit a remark on every cir.for: why it was not unrolled, or how it was"`

	Unrolled passes.Statistic `stat:"loops-unrolled" help:"Number of cir.for loops unrolled"`
	Skipped  passes.Statistic `stat:"loops-skipped" help:"Number of cir.for loops left alone"`
}

// NewPass returns cir-unroll with its defaults: factor 2, no remarks.
func NewPass() passes.Pass { return &Pass{Factor: 2} }

// Register adds cir-unroll to r.
func Register(r *passes.Registry) { r.Register(NewPass) }

// Info names the pass; it runs on any operation, unrolling the loops of
// the cir.func operations in it.
func (*Pass) Info() passes.Info {
	return passes.Info{
		Argument: "cir-unroll",
		Name:     "CIRUnroll",
		Summary:  "Unroll innermost cir.for loops with a recognizable induction variable",
		Description: "Unrolls innermost cir.for loops that step an integer variable by a constant " +
			"towards a loop-invariant bound, by `factor`. With a static trip count that is a " +
			"multiple of the factor the residual condition tests are dropped; otherwise the " +
			"original loop stays after the unrolled one as its epilogue.",
	}
}

// Run unrolls the qualifying loops of the cir.func operations in op (op
// itself included), the functions concurrently when threading is allowed.
func (p *Pass) Run(op *ir.Operation, st *passes.State) error {
	if p.Factor < 1 {
		return op.EmitErrorf("cir-unroll: factor must be at least 1, got %d", p.Factor)
	}
	if p.Factor == 1 {
		// One copy of the body is the loop as it is.
		st.MarkUnchanged()
		return nil
	}
	var funcs []*ir.Operation
	op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if o.Is(cir.FuncOpName) {
			funcs = append(funcs, o)
			return ir.Skip
		}
		return ir.Advance
	})
	remarks := make([][]*ir.Diagnostic, len(funcs))
	changed := make([]bool, len(funcs))
	index := make(map[*ir.Operation]int, len(funcs))
	for i, fn := range funcs {
		index[fn] = i
	}
	err := passes.ForEach(st, funcs, func(fn *ir.Operation) error {
		i := index[fn]
		remarks[i], changed[i] = p.unrollFunc(fn)
		return nil
	})
	if err != nil {
		return err
	}
	anyChange := false
	for i := range funcs {
		anyChange = anyChange || changed[i]
		for _, d := range remarks[i] {
			st.Report(d)
		}
	}
	if !anyChange {
		st.MarkUnchanged()
	}
	return nil
}

// unrollFunc unrolls the loops of fn. It returns the remarks to report
// (none unless p.Remarks) and whether it changed fn.
func (p *Pass) unrollFunc(fn *ir.Operation) (remarks []*ir.Diagnostic, changed bool) {
	var loops []*ir.Operation
	fn.Walk(ir.PostOrder, func(o *ir.Operation) ir.WalkResult {
		if o.Is(cir.ForOpName) {
			loops = append(loops, o)
		}
		return ir.Advance
	})
	for _, loop := range loops {
		info, reason := analyze(loop, p.Factor)
		if reason != "" {
			p.Skipped.Inc()
			if p.Remarks {
				remarks = append(remarks, remark(loop, "loop not unrolled: %s", reason))
			}
			continue
		}
		main, how := unroll(info, p.Factor)
		p.Unrolled.Inc()
		changed = true
		if p.Remarks {
			remarks = append(remarks, remark(main, "loop unrolled by %d: %s", p.Factor, how))
		}
	}
	return remarks, changed
}

// remark returns a remark about op worded as MLIR's Operation::emitRemark
// words it, without the "'cir.for' op" prefix.
func remark(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	d := op.EmitErrorf(format, args...)
	d.Severity = ir.SeverityRemark
	return d
}

// Package cirtollvm is convert-cir-to-llvm: it lowers the cir dialect
// (docs/cir.md) to the llvm dialect with C's semantics, structured control
// flow to blocks.
//
// The lowering runs in two steps on the module.
//
//  1. Flattening (flatten.go), outside the conversion framework: the
//     structured ops of each cir.func (scope, if, ternary, for, while, do,
//     switch) become blocks of the function's body, innermost first, and
//     their terminators (cir.yield, cir.condition, cir.break,
//     cir.continue) become llvm.br, llvm.cond_br and llvm.switch. Going
//     inside out means that when an op is flattened its regions are
//     already CFGs in which each remaining cir.break or cir.continue
//     belongs to it or to an enclosing loop or switch, so no stack of
//     targets is needed; a cir.return stays where it is, wherever it is
//     nested. Allocas are then gathered at the start of the entry block of
//     their region, where LLVM promotes them to registers.
//  2. Conversion (patterns.go, consts.go): a partial dialect conversion
//     with the whole cir dialect illegal turns each remaining op into llvm
//     ops, with a type converter from cir types to llvm types (types.go:
//     bool is i1 in registers and i8 in memory, records are identified
//     structs "struct.name" / "union.name", all pointers are !llvm.ptr).
//     The branches built by flattening still forward cir values; they are
//     illegal until they get their converted operands. Ops of other
//     dialects (omp) that carry cir types are rebuilt with converted types
//     and their regions converted.
//
// The output verifies as llvm dialect and its generic form is accepted by
// mlir-opt-16 (llvm.mlir.null, not llvm.mlir.zero; zero aggregates as dense
// attributes or insertvalue chains). A cir op without a lowering fails the
// pass with a located error naming it.
package cirtollvm

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/rewrite"
)

// Pass is the convert-cir-to-llvm pass. It runs on a module: records are
// resolved by name across the module, and globals and functions are
// converted together.
type Pass struct {
	OverflowFlags bool `option:"overflow-flags" help:"Mark signed add, sub and mul nsw (C's signed overflow is undefined); false for MLIR 16, whose llvm dialect has no overflow flags"`
}

// NewPass returns the convert-cir-to-llvm pass.
func NewPass() passes.Pass { return &Pass{OverflowFlags: true} }

// Register registers the package's passes with r.
func Register(r *passes.Registry) { r.Register(NewPass) }

// Info names the pass.
func (*Pass) Info() passes.Info {
	return passes.Info{
		Argument: "convert-cir-to-llvm",
		Name:     "ConvertCIRToLLVM",
		Summary:  "Convert the cir dialect to the LLVM dialect",
		Description: "Flattens cir's structured control flow into blocks and lowers every cir " +
			"operation, type and constant to the llvm dialect with C's semantics.",
		Anchor: "builtin.module",
	}
}

// Run lowers the cir operations of module.
func (p *Pass) Run(module *ir.Operation, _ *passes.State) error {
	return LowerWith(module, Options{OverflowFlags: p.OverflowFlags})
}

// Options tune the lowering.
type Options struct {
	// OverflowFlags puts nsw on signed add, sub and mul (and inc, dec,
	// minus), which C's undefined signed overflow allows and LLVM's loop
	// optimizations need. MLIR 16's llvm dialect has no overflow flags:
	// output for mlir-opt-16 or mlir-translate-16 leaves them out.
	OverflowFlags bool
}

// Lower lowers the cir operations of module to the llvm dialect, with
// overflow flags.
func Lower(module *ir.Operation) error { return LowerWith(module, Options{OverflowFlags: true}) }

// LowerWith lowers the cir operations of module to the llvm dialect.
func LowerWith(module *ir.Operation, opts Options) error {
	ctx := module.Context()
	tl := newTypeLowering(ctx, module)
	tl.overflowFlags = opts.OverflowFlags
	f := &flattener{rw: rewrite.NewRewriter(ctx, nil)}
	var funcs []*ir.Operation
	module.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(cir.FuncOpName) {
			funcs = append(funcs, op)
			return ir.Skip
		}
		return ir.Advance
	})
	for _, fn := range funcs {
		if err := expandVaArgs(fn); err != nil {
			return err
		}
		if err := f.flattenFunc(fn); err != nil {
			return err
		}
	}
	tc := tl.converter
	if err := convertTypeAttrs(module, tc); err != nil {
		return err
	}
	return rewrite.ApplyPartialConversion(module, newTarget(), tl.patterns(tc), rewrite.ConversionConfig{ExplainFailures: true})
}

// convertTypeAttrs converts the cir types that ops of other dialects hold
// in type attributes (the `type` of omp.private and omp.declare_reduction,
// the `element_type` of omp.atomic.read), which no pattern sees: the
// passthrough converts operands, results and block arguments.
func convertTypeAttrs(module *ir.Operation, tc *rewrite.TypeConverter) error {
	var err error
	module.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Dialect() == cir.Name {
			return ir.Advance
		}
		for _, a := range op.Attrs() {
			ta, ok := a.Value.(ir.TypeAttr)
			if !ok || !cir.IsCIRType(ta.Type) {
				continue
			}
			t, ok := tc.ConvertType(ta.Type)
			if !ok {
				err = op.EmitErrorf("cannot convert the type %s of attribute '%s' to an LLVM type", ir.TypeString(ta.Type), a.Name)
				return ir.Interrupt
			}
			op.SetAttr(a.Name, ir.TypeAttr{Type: t})
		}
		return ir.Advance
	})
	return err
}

// newTarget returns the conversion target: no cir op may remain, and no
// other op (an omp op holding cir values, a builtin.unrealized_conversion_cast
// from or to a cir type) may keep a cir type in its operands, results or
// block arguments. Ops without cir types are left as they are, so that
// convert-cir-to-llvm can run before the other conversions.
func newTarget() *rewrite.ConversionTarget {
	t := rewrite.NewConversionTarget()
	t.AddIllegalDialect(cir.Name)
	t.MarkUnknownOpDynamicallyLegal(func(op *ir.Operation) bool { return !hasCIRTypes(op) })
	return t
}

// hasCIRTypes reports whether op's operands, results or the arguments of
// the blocks of its regions have a cir type.
func hasCIRTypes(op *ir.Operation) bool {
	for _, t := range op.OperandTypes() {
		if cir.IsCIRType(t) {
			return true
		}
	}
	for _, t := range op.ResultTypes() {
		if cir.IsCIRType(t) {
			return true
		}
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for _, a := range b.Arguments() {
				if cir.IsCIRType(a.Type()) {
					return true
				}
			}
		}
	}
	return false
}

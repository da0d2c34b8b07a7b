// Package tollvm lowers MLIR's standard dialects (arith, func, cf) to the
// llvm dialect: the LLVM type converter shared by every lowering to LLVM,
// the conversion patterns, and the passes convert-arith-to-llvm,
// convert-func-to-llvm, convert-cf-to-llvm, convert-openmp-to-llvm and
// reconcile-unrealized-casts.
//
// The passes are MLIR 16's, on the dialect conversion framework of package
// rewrite, and print what mlir-opt-16 prints (in generic form, with opaque
// pointers where MLIR 16 would use typed ones) on the corpus of
// testdata/. Two choices differ from MLIR 16 on purpose:
//
//   - the dialect a pass lowers is illegal, so an op it cannot lower is a
//     located "failed to legalize" error instead of staying silently;
//   - arith.ceildivsi, ceildivui and floordivsi are expanded as MLIR 16's
//     --arith-expand does, instead of being left to that pass.
//
// To combine the lowerings (a convert-to-llvm pipeline, or the lowering of
// another dialect), take one converter from NewTypeConverter, the patterns
// from ArithPatterns, FuncPatterns, CFPatterns and OMPPassThroughPatterns,
// and a target set up by AddLLVMLegality and MarkOMPLegality.
//
// # Tables, not op interfaces
//
// The per-op lists here (oneToOneOps in arith.go, the pattern lists of
// FuncPatterns and CFPatterns) stay tables on purpose. They do not
// dispatch on names: the conversion driver dispatches, by each pattern's
// root op, and a table is how a lowering says which patterns it has. An
// op interface on the arith ops ("lowers to llvm.add") would spread the
// same pairs over attachments and still end in one pattern per op, and
// arith would carry a fact about the llvm lowering. A dialect interface
// in the manner of MLIR's ConvertToLLVMPatternInterface, through which
// each dialect hands its patterns to a generic convert-to-llvm, only
// wraps these same lists; it pays once a pass collects patterns from
// whatever dialects a context holds, and strata's lowerings are MLIR 16's
// fixed passes (convert-func-to-llvm names func, arith and cf;
// StandardPatterns is the one place they are combined). Translation to
// LLVM IR, by contrast, did dispatch on names and is an op interface
// (lowering/llvmir.OpTranslator). docs/dialect-conversion.md says more.
package tollvm

import (
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/rewrite"
)

// Register registers the package's passes with r.
func Register(r *passes.Registry) {
	r.Register(NewArithToLLVMPass)
	r.Register(NewFuncToLLVMPass)
	r.Register(NewCFToLLVMPass)
	r.Register(NewOpenMPToLLVMPass)
	r.Register(NewReconcilePass)
}

// convert runs a partial conversion of op to the llvm dialect with the
// patterns the lowerings make from a converter; the dialects named are
// illegal.
func convert(op *ir.Operation, patterns func(tc *rewrite.TypeConverter) []rewrite.ConversionPattern, illegal ...string) error {
	tc := NewTypeConverter(op.Context())
	target := rewrite.NewConversionTarget()
	AddLLVMLegality(target)
	target.AddIllegalDialect(illegal...)
	return rewrite.ApplyPartialConversion(op, target, rewrite.NewConversionPatternSet(patterns(tc)...), rewrite.ConversionConfig{})
}

// ArithToLLVMPass is convert-arith-to-llvm.
type ArithToLLVMPass struct{}

// NewArithToLLVMPass returns convert-arith-to-llvm.
func NewArithToLLVMPass() passes.Pass { return &ArithToLLVMPass{} }

// Info names the pass as MLIR 16 does; like MLIR's, it has no anchor.
func (*ArithToLLVMPass) Info() passes.Info {
	return passes.Info{
		Argument: "convert-arith-to-llvm",
		Name:     "ArithToLLVMConversionPass",
		Summary:  "Convert Arith dialect to LLVM dialect",
		Description: "Lowers every arith op to the llvm dialect (index is i64); the values of " +
			"other dialects' ops meet the converted ones through builtin.unrealized_conversion_cast.",
	}
}

// Run lowers the arith ops nested in op.
func (*ArithToLLVMPass) Run(op *ir.Operation, _ *passes.State) error {
	return convert(op, ArithPatterns, arith.Name)
}

// CFToLLVMPass is convert-cf-to-llvm.
type CFToLLVMPass struct{}

// NewCFToLLVMPass returns convert-cf-to-llvm.
func NewCFToLLVMPass() passes.Pass { return &CFToLLVMPass{} }

// Info names the pass as MLIR 16 does; it runs on modules, where cf.assert
// declares what it calls.
func (*CFToLLVMPass) Info() passes.Info {
	return passes.Info{
		Argument: "convert-cf-to-llvm",
		Name:     "ConvertControlFlowToLLVM",
		Summary:  "Convert ControlFlow operations to the LLVM dialect",
		Description: "Lowers cf.br, cf.cond_br and cf.switch to their llvm counterparts, and " +
			"cf.assert to a branch to a block that prints the message and calls abort.",
		Anchor: builtin.ModuleOpName,
	}
}

// Run lowers the cf ops nested in op.
func (*CFToLLVMPass) Run(op *ir.Operation, _ *passes.State) error {
	return convert(op, CFPatterns, cf.Name)
}

// FuncToLLVMPass is convert-func-to-llvm. Like MLIR 16's, it lowers the
// arith and cf ops too, and records the data layout on the module.
type FuncToLLVMPass struct {
	DataLayout string `option:"data-layout" help:"String description (LLVM format) of the data layout that is expected on the produced module"`
}

// NewFuncToLLVMPass returns convert-func-to-llvm.
func NewFuncToLLVMPass() passes.Pass { return &FuncToLLVMPass{} }

// DataLayoutAttrName is the module attribute convert-func-to-llvm sets.
const DataLayoutAttrName = "llvm.data_layout"

// Info names the pass as MLIR 16 does.
func (*FuncToLLVMPass) Info() passes.Info {
	return passes.Info{
		Argument: "convert-func-to-llvm",
		Name:     "ConvertFuncToLLVM",
		Summary:  "Convert from the Func dialect to the LLVM dialect",
		Description: "Lowers func.func to llvm.func (several results packed in a struct), calls, " +
			"returns and func.constant, together with the arith and cf ops, as MLIR 16 does.",
		Anchor: builtin.ModuleOpName,
	}
}

// StandardPatterns returns the patterns of the func, arith and cf
// lowerings together.
func StandardPatterns(tc *rewrite.TypeConverter) []rewrite.ConversionPattern {
	ps := FuncPatterns(tc)
	ps = append(ps, ArithPatterns(tc)...)
	return append(ps, CFPatterns(tc)...)
}

// Run lowers the func, arith and cf ops of the module.
func (p *FuncToLLVMPass) Run(op *ir.Operation, _ *passes.State) error {
	if err := convert(op, StandardPatterns, funcs.Name, arith.Name, cf.Name); err != nil {
		return err
	}
	op.SetAttr(DataLayoutAttrName, ir.Str(p.DataLayout))
	return nil
}

// OpenMPToLLVMPass is convert-openmp-to-llvm: the func, arith and cf
// lowerings, with the omp ops kept and their types converted.
type OpenMPToLLVMPass struct{}

// NewOpenMPToLLVMPass returns convert-openmp-to-llvm.
func NewOpenMPToLLVMPass() passes.Pass { return &OpenMPToLLVMPass{} }

// Info names the pass as MLIR 16 does.
func (*OpenMPToLLVMPass) Info() passes.Info {
	return passes.Info{
		Argument: "convert-openmp-to-llvm",
		Name:     "ConvertOpenMPToLLVM",
		Summary:  "Convert the OpenMP ops to OpenMP ops with LLVM dialect",
		Description: "Lowers func, arith and cf to the llvm dialect and keeps the omp ops, " +
			"converting their operand, result and region argument types.",
		Anchor: builtin.ModuleOpName,
	}
}

// Run lowers the module.
func (*OpenMPToLLVMPass) Run(op *ir.Operation, _ *passes.State) error {
	tc := NewTypeConverter(op.Context())
	target := rewrite.NewConversionTarget()
	AddLLVMLegality(target)
	MarkOMPLegality(target, tc)
	target.AddIllegalDialect(funcs.Name, arith.Name, cf.Name)
	patterns := append(StandardPatterns(tc), OMPPassThroughPatterns(tc)...)
	return rewrite.ApplyPartialConversion(op, target, rewrite.NewConversionPatternSet(patterns...), rewrite.ConversionConfig{})
}

// ReconcilePass is reconcile-unrealized-casts.
type ReconcilePass struct{}

// NewReconcilePass returns reconcile-unrealized-casts.
func NewReconcilePass() passes.Pass { return &ReconcilePass{} }

// Info names the pass as MLIR 16 does; like MLIR's, it has no anchor.
func (*ReconcilePass) Info() passes.Info {
	return passes.Info{
		Argument: "reconcile-unrealized-casts",
		Name:     "ReconcileUnrealizedCasts",
		Summary:  "Simplify and eliminate unrealized conversion casts",
		Description: "Removes the builtin.unrealized_conversion_cast ops that conversions leave: " +
			"casts to the same types, and casts undone by another cast. A cast still needed is an error.",
	}
}

// Run removes the casts nested in op.
func (*ReconcilePass) Run(op *ir.Operation, _ *passes.State) error {
	return rewrite.ApplyPartialConversion(op, NewReconcileTarget(), rewrite.NewConversionPatternSet(ReconcilePatterns()...), rewrite.ConversionConfig{})
}

package tollvm

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// IndexBitwidth is the width of the index type after the lowering: MLIR's
// default on a 64-bit host.
const IndexBitwidth = 64

// HandleType is implemented by the types of values that only ops of
// their own dialect use and that a later lowering of that dialect
// removes (!offload.map, !omp.map_bounds_ty): the conversion to LLVM
// keeps them as they are, as MLIR's convert-openmp-to-llvm keeps the omp
// dialect's.
type HandleType interface {
	ir.Type
	// LLVMHandle marks the type; it does nothing.
	LLVMHandle()
}

// NewTypeConverter returns the LLVM type converter, MLIR 16's
// LLVMTypeConverter with opaque pointers, shared by every lowering to the
// llvm dialect:
//
//   - types the llvm dialect accepts (its own types, signless integers,
//     floats and vectors of them) stay as they are;
//   - index becomes i64, signed and unsigned integers the signless integer
//     of their width;
//   - a 1-D vector converts its element type; an n-D vector becomes nested
//     arrays of 1-D vectors (vector<2x4xindex> is
//     !llvm.array<2 x vector<4xi64>>);
//   - a builtin function type, as the type of a value (func.constant),
//     becomes !llvm.ptr.
//
// Other types cannot be converted. Function signatures are converted by
// ConvertFuncSignature, which packs several results into a struct.
//
// A lowering adds its own rules with AddConversion after this call: rules
// are tried from the last added, so they take precedence. The source,
// target and argument materializations are builtin.unrealized_conversion_cast,
// which reconcile-unrealized-casts removes once both sides are converted.
func NewTypeConverter(ctx *ir.Context) *rewrite.TypeConverter {
	tc := rewrite.NewTypeConverter()
	// The catch-all rule, tried last: what LLVM accepts stays.
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if llvm.IsLLVMType(t) {
			return t, true
		}
		if _, ok := t.(HandleType); ok {
			return t, true
		}
		return nil, false
	})
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		switch t := t.(type) {
		case ir.IndexType:
			return ir.IntegerType{Width: IndexBitwidth}, true
		case ir.IntegerType:
			return ir.IntegerType{Width: t.Width}, true
		case *ir.FunctionType:
			return llvm.Ptr, true
		case *ir.VectorType:
			converted, ok := convertVectorType(ctx, tc, t)
			if !ok {
				return nil, true // cannot be converted
			}
			return converted, true
		}
		return nil, false
	})
	cast := func(b *ir.Builder, resultType ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		if len(inputs) != 1 {
			return nil
		}
		return builtin.NewUnrealizedConversionCast(b, inputs, []ir.Type{resultType}, loc).Result(0)
	}
	tc.AddSourceMaterialization(cast)
	tc.AddTargetMaterialization(cast)
	tc.AddArgumentMaterialization(cast)
	return tc
}

// convertVectorType converts the element type of a vector; an n-D vector
// becomes arrays of 1-D vectors, as LLVM has only 1-D vectors. Scalable
// dimensions other than the innermost have no LLVM counterpart.
func convertVectorType(ctx *ir.Context, tc *rewrite.TypeConverter, t *ir.VectorType) (ir.Type, bool) {
	elem, ok := tc.ConvertType(t.ElementType())
	if !ok || !llvm.IsLLVMType(elem) {
		return nil, false
	}
	if _, isVector := elem.(*ir.VectorType); isVector {
		return nil, false
	}
	shape, _ := t.Shape()
	if len(shape) == 0 {
		return nil, false
	}
	inner := len(shape) - 1
	var scalable []bool
	if t.IsScalableDim(inner) {
		scalable = []bool{true}
	}
	var result ir.Type = ctx.VectorType(shape[inner:], scalable, elem)
	for i := inner - 1; i >= 0; i-- {
		if t.IsScalableDim(i) {
			return nil, false
		}
		result = llvm.ArrayType{Elem: result, Len: shape[i]}
	}
	return result, true
}

// PackResults returns the LLVM result type of a function or call with the
// given converted result types, as MLIR packs them: void for none, the
// type itself for one, a literal struct of them for several.
func PackResults(ctx *ir.Context, results []ir.Type) ir.Type {
	switch len(results) {
	case 0:
		return llvm.Void
	case 1:
		return results[0]
	}
	return llvm.LiteralStruct(ctx, results, false)
}

// ConvertFuncSignature converts a builtin function type into the type of
// an llvm.func (variadic when varArg), and returns with it the conversion
// of the entry block's arguments. Every input converts 1:1; several
// results are packed into a literal struct.
func ConvertFuncSignature(ctx *ir.Context, tc *rewrite.TypeConverter, ft *ir.FunctionType, varArg bool) (llvm.FuncType, *rewrite.SignatureConversion, error) {
	sc := rewrite.NewSignatureConversion(len(ft.Inputs()))
	for i, in := range ft.Inputs() {
		t, ok := tc.ConvertType(in)
		if !ok {
			return llvm.FuncType{}, nil, fmt.Errorf("cannot convert the type of argument #%d, %s, to an LLVM type", i, ir.TypeString(in))
		}
		sc.AddInputs(i, t)
	}
	results, err := convertTypes(tc, ft.Results(), "result")
	if err != nil {
		return llvm.FuncType{}, nil, err
	}
	return llvm.Func(ctx, PackResults(ctx, results), sc.ConvertedTypes(), varArg), sc, nil
}

// convertTypes converts each of ts 1:1; what names the values in the error.
func convertTypes(tc *rewrite.TypeConverter, ts []ir.Type, what string) ([]ir.Type, error) {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		c, ok := tc.ConvertType(t)
		if !ok {
			return nil, fmt.Errorf("cannot convert the type of %s #%d, %s, to an LLVM type", what, i, ir.TypeString(t))
		}
		out[i] = c
	}
	return out, nil
}

// AddLLVMLegality sets up the legality every lowering to LLVM shares
// (MLIR's LLVMConversionTarget): the llvm dialect is legal, and so are
// builtin.module and the builtin.unrealized_conversion_cast placeholders
// that reconcile-unrealized-casts removes later.
func AddLLVMLegality(target *rewrite.ConversionTarget) {
	target.AddLegalDialect(llvm.Name)
	target.AddLegalOp(builtin.ModuleOpName, builtin.UnrealizedConversionCastOpName)
}

// HasLegalTypes returns the dynamic legality rule of an op that only needs
// its types converted: its operands, results and the arguments of every
// block it holds have legal types under tc.
func HasLegalTypes(tc *rewrite.TypeConverter) func(op *ir.Operation) bool {
	return func(op *ir.Operation) bool {
		if !tc.IsOpLegal(op) {
			return false
		}
		for _, r := range op.Regions() {
			if !tc.IsRegionLegal(r) {
				return false
			}
		}
		return true
	}
}

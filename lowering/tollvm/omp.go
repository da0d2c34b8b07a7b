package tollvm

import (
	"errors"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// ompDialect is the namespace of the OpenMP dialect, whose ops stay through
// the lowering to LLVM.
const ompDialect = "omp"

// isOMP reports whether op belongs to the omp dialect.
func isOMP(op *ir.Operation) bool { return op.Dialect() == ompDialect }

// PassThroughPattern returns a pattern that keeps every op for which keep
// reports true but converts its types: it is rebuilt with the same name,
// attributes and successors, the converted operands and result types, and
// its regions, whose block arguments are converted with tc. It is MLIR's
// RegionOpConversion of the OpenMP-to-LLVM lowering, for any op.
func PassThroughPattern(tc *rewrite.TypeConverter, keep func(*ir.Operation) bool) rewrite.ConversionPattern {
	return &rewrite.ConversionPatternFunc{
		Name:      "TypeConversionPassThrough",
		Converter: tc,
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			if !keep(op) {
				return errors.New("not an op that passes through")
			}
			return passThrough(op, operands, rw)
		},
	}
}

func passThrough(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	tc := rw.TypeConverter()
	results, err := convertTypes(tc, op.ResultTypes(), "result")
	if err != nil {
		return err
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			if _, err := convertTypes(tc, blockArgTypes(b), "block argument"); err != nil {
				return err
			}
		}
	}
	rebuilt := rw.Create(ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: operands, ResultTypes: results,
		Attributes: op.Attrs(), Successors: op.Successors(), NumRegions: op.NumRegions()})
	for i, r := range op.Regions() {
		rw.InlineRegionAtEnd(r, rebuilt.Region(i))
		if _, err := rw.ConvertRegionTypes(rebuilt.Region(i), tc, nil); err != nil {
			// Checked above: the conversion cannot fail here.
			return err
		}
	}
	rw.ReplaceOp(op, rebuilt.Results())
	return nil
}

// OMPPassThroughPatterns returns the patterns that keep the ops of the omp
// dialect through a lowering to LLVM, their types converted with tc.
func OMPPassThroughPatterns(tc *rewrite.TypeConverter) []rewrite.ConversionPattern {
	return []rewrite.ConversionPattern{PassThroughPattern(tc, isOMP)}
}

// MarkOMPLegality makes the ops of the omp dialect legal once their
// operand, result and block argument types are legal under tc, as MLIR
// 16's convert-openmp-to-llvm does.
func MarkOMPLegality(target *rewrite.ConversionTarget, tc *rewrite.TypeConverter) {
	target.AddDynamicallyLegalDialect(HasLegalTypes(tc), ompDialect)
}

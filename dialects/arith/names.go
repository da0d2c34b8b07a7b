package arith

import (
	"strings"

	"github.com/strata-ir/strata/ir"
)

// constantResultNames names a constant's result as MLIR does: %c42_i32 for
// integers (the type suffix dropped for index: %c0), %true and %false for
// i1, and %cst for everything else.
func constantResultNames(op *ir.Operation) []string {
	if op.NumResults() != 1 {
		return nil
	}
	a, ok := op.Attr("value").(ir.IntegerAttr)
	if !ok || a.AttrType() != op.Result(0).Type() {
		return []string{"cst"}
	}
	t := a.AttrType()
	if t == ir.Type(ir.I1) {
		if a.Bool() {
			return []string{"true"}
		}
		return []string{"false"}
	}
	var b strings.Builder
	b.WriteString("c")
	b.WriteString(a.ValueString())
	if t != ir.Type(ir.Index) {
		b.WriteString("_")
		b.WriteString(ir.TypeString(t))
	}
	return []string{b.String()}
}

package tollvm

import (
	"errors"
	"slices"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// ReconcilePatterns returns the patterns of reconcile-unrealized-casts:
// every builtin.unrealized_conversion_cast is folded away when it changes
// no type, when it undoes the cast that produced its input
// (cast(cast(x : A to B) : B to A) is x), or when all its users undo it.
// A cast that none of these removes is still needed: the pass reports it.
func ReconcilePatterns() []rewrite.ConversionPattern {
	return []rewrite.ConversionPattern{&rewrite.ConversionPatternFunc{
		Name:     "UnrealizedConversionCastPassthrough",
		RootName: builtin.UnrealizedConversionCastOpName,
		Fn:       reconcileCast,
	}}
}

var errLiveCast = errors.New("live unrealized conversion cast")

func reconcileCast(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	inputs := op.Operands()
	// A cast to the types it already has.
	if slices.Equal(op.ResultTypes(), operandTypes(inputs)) {
		rw.ReplaceOp(op, inputs)
		return nil
	}
	// A cast back to the types of what a cast made.
	if len(inputs) > 0 {
		if def := inputs[0].DefiningOp(); def != nil && undoes(op, def) {
			rw.ReplaceOp(op, def.Operands())
			return nil
		}
	}
	// A cast whose users all undo it (or that has none).
	var users []*ir.Operation
	for _, r := range op.Results() {
		for u := range r.Users() {
			if !undoes(u, op) {
				return errLiveCast
			}
			if !slices.Contains(users, u) {
				users = append(users, u)
			}
		}
	}
	for _, u := range users {
		rw.ReplaceOp(u, inputs)
	}
	rw.EraseOp(op)
	return nil
}

// undoes reports whether the cast op takes exactly the results of the cast
// def and turns them back into def's input types.
func undoes(op, def *ir.Operation) bool {
	if !op.Is(builtin.UnrealizedConversionCastOpName) || !def.Is(builtin.UnrealizedConversionCastOpName) {
		return false
	}
	return slices.Equal(op.Operands(), def.Results()) && slices.Equal(op.ResultTypes(), def.OperandTypes())
}

// NewReconcileTarget returns the target of reconcile-unrealized-casts: the
// casts are illegal, everything else legal.
func NewReconcileTarget() *rewrite.ConversionTarget {
	t := rewrite.NewConversionTarget()
	t.AddIllegalOp(builtin.UnrealizedConversionCastOpName)
	t.MarkUnknownOpDynamicallyLegal(func(*ir.Operation) bool { return true })
	return t
}

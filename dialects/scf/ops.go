package scf

import (
	"github.com/strata-ir/strata/ir"
)

// BodyBuilder fills a region's block through b (placed at the block's end)
// and returns the values the region yields; the caller adds the
// terminator.
type BodyBuilder func(b *ir.Builder, args []*ir.Value) []*ir.Value

// nested returns a builder placed at the end of blk that reports to the
// same listener as b.
func nested(b *ir.Builder, blk *ir.Block) *ir.Builder {
	inner := ir.NewBuilder(b.Ctx)
	inner.Listener = b.Listener
	inner.SetInsertionPointToEnd(blk)
	return inner
}

// fill runs body on blk and terminates it with an scf.yield of what body
// returns (nothing when body is nil).
func fill(b *ir.Builder, blk *ir.Block, loc ir.Location, body BodyBuilder) {
	inner := nested(b, blk)
	var vals []*ir.Value
	if body != nil {
		vals = body(inner, blk.Arguments())
	}
	NewYield(inner, vals, loc)
}

func locs(n int, loc ir.Location) []ir.Location {
	ls := make([]ir.Location, n)
	for i := range ls {
		ls[i] = loc
	}
	return ls
}

// ForOp is scf.for.
type ForOp struct{ *ir.Operation }

// AsFor returns op as an scf.for, if it is one.
func AsFor(op *ir.Operation) (ForOp, bool) { return ForOp{op}, op != nil && op.Is(ForOpName) }

// LowerBound, UpperBound and Step return the loop bounds.
func (o ForOp) LowerBound() *ir.Value { return o.Operand(0) }
func (o ForOp) UpperBound() *ir.Value { return o.Operand(1) }
func (o ForOp) Step() *ir.Value       { return o.Operand(2) }

// InitArgs returns the initial values of the loop-carried variables.
func (o ForOp) InitArgs() []*ir.Value { return o.Operands()[3:] }

// Body returns the loop body.
func (o ForOp) Body() *ir.Block { return o.Region(0).First() }

// InductionVar returns the induction variable.
func (o ForOp) InductionVar() *ir.Value { return o.Body().Argument(0) }

// RegionIterArgs returns the body's loop-carried arguments.
func (o ForOp) RegionIterArgs() []*ir.Value { return o.Body().Arguments()[1:] }

// Yield returns the body's terminator.
func (o ForOp) Yield() YieldOp { return YieldOp{o.Body().Last()} }

// NewFor creates an scf.for from lb to ub by step carrying inits. body
// receives the induction variable followed by the loop-carried values and
// returns the values for the next iteration.
func NewFor(b *ir.Builder, lb, ub, step *ir.Value, inits []*ir.Value, loc ir.Location, body BodyBuilder) ForOp {
	types := valueTypes(inits)
	op := b.Create(ir.OperationState{
		Name:        ForOpName,
		Loc:         loc,
		Operands:    append([]*ir.Value{lb, ub, step}, inits...),
		ResultTypes: types,
		NumRegions:  1,
	})
	argTypes := append([]ir.Type{ir.Index}, types...)
	blk := op.Region(0).AddBlock(argTypes, locs(len(argTypes), loc))
	fill(b, blk, loc, body)
	return ForOp{op}
}

// IfOp is scf.if.
type IfOp struct{ *ir.Operation }

// AsIf returns op as an scf.if, if it is one.
func AsIf(op *ir.Operation) (IfOp, bool) { return IfOp{op}, op != nil && op.Is(IfOpName) }

// Condition returns the i1 condition.
func (o IfOp) Condition() *ir.Value { return o.Operand(0) }

// Then returns the then block.
func (o IfOp) Then() *ir.Block { return o.Region(0).First() }

// Else returns the else block, or nil when there is none.
func (o IfOp) Else() *ir.Block { return o.Region(1).First() }

// NewIf creates an scf.if with results of the given types. A nil
// elseBody gives no else region (only valid without results).
func NewIf(b *ir.Builder, cond *ir.Value, results []ir.Type, loc ir.Location, thenBody, elseBody func(b *ir.Builder) []*ir.Value) IfOp {
	op := b.Create(ir.OperationState{Name: IfOpName, Loc: loc, Operands: []*ir.Value{cond}, ResultTypes: results, NumRegions: 2})
	adapt := func(f func(*ir.Builder) []*ir.Value) BodyBuilder {
		if f == nil {
			return nil
		}
		return func(b *ir.Builder, _ []*ir.Value) []*ir.Value { return f(b) }
	}
	fill(b, op.Region(0).AddBlock(nil, nil), loc, adapt(thenBody))
	if elseBody != nil {
		fill(b, op.Region(1).AddBlock(nil, nil), loc, adapt(elseBody))
	}
	return IfOp{op}
}

// WhileOp is scf.while.
type WhileOp struct{ *ir.Operation }

// AsWhile returns op as an scf.while, if it is one.
func AsWhile(op *ir.Operation) (WhileOp, bool) { return WhileOp{op}, op != nil && op.Is(WhileOpName) }

// Inits returns the initial values.
func (o WhileOp) Inits() []*ir.Value { return o.Operands() }

// Before returns the block computing the condition.
func (o WhileOp) Before() *ir.Block { return o.Region(0).First() }

// After returns the loop body.
func (o WhileOp) After() *ir.Block { return o.Region(1).First() }

// Condition returns the before block's terminator.
func (o WhileOp) Condition() ConditionOp { return ConditionOp{o.Before().Last()} }

// NewWhile creates an scf.while starting from inits with results of the
// given types. before receives the loop-carried values and returns the
// condition and the values passed on (to after, or out as the results);
// after receives those and returns the next iteration's values.
func NewWhile(b *ir.Builder, inits []*ir.Value, results []ir.Type, loc ir.Location,
	before func(b *ir.Builder, args []*ir.Value) (cond *ir.Value, passed []*ir.Value), after BodyBuilder) WhileOp {
	op := b.Create(ir.OperationState{Name: WhileOpName, Loc: loc, Operands: inits, ResultTypes: results, NumRegions: 2})
	initTypes := valueTypes(inits)
	bb := op.Region(0).AddBlock(initTypes, locs(len(initTypes), loc))
	inner := nested(b, bb)
	cond, passed := before(inner, bb.Arguments())
	NewCondition(inner, cond, passed, loc)
	ab := op.Region(1).AddBlock(results, locs(len(results), loc))
	fill(b, ab, loc, after)
	return WhileOp{op}
}

// ExecuteRegionOp is scf.execute_region.
type ExecuteRegionOp struct{ *ir.Operation }

// AsExecuteRegion returns op as an scf.execute_region, if it is one.
func AsExecuteRegion(op *ir.Operation) (ExecuteRegionOp, bool) {
	return ExecuteRegionOp{op}, op != nil && op.Is(ExecuteRegionOpName)
}

// Body returns the region executed.
func (o ExecuteRegionOp) Body() *ir.Region { return o.Region(0) }

// NewExecuteRegion creates an scf.execute_region with one block filled by
// body, which returns the values yielded.
func NewExecuteRegion(b *ir.Builder, results []ir.Type, loc ir.Location, body func(b *ir.Builder) []*ir.Value) ExecuteRegionOp {
	op := b.Create(ir.OperationState{Name: ExecuteRegionOpName, Loc: loc, ResultTypes: results, NumRegions: 1})
	fill(b, op.Region(0).AddBlock(nil, nil), loc, func(b *ir.Builder, _ []*ir.Value) []*ir.Value {
		if body == nil {
			return nil
		}
		return body(b)
	})
	return ExecuteRegionOp{op}
}

// YieldOp is scf.yield.
type YieldOp struct{ *ir.Operation }

// AsYield returns op as an scf.yield, if it is one.
func AsYield(op *ir.Operation) (YieldOp, bool) { return YieldOp{op}, op != nil && op.Is(YieldOpName) }

// NewYield creates an scf.yield of vals.
func NewYield(b *ir.Builder, vals []*ir.Value, loc ir.Location) YieldOp {
	return YieldOp{b.Create(ir.OperationState{Name: YieldOpName, Loc: loc, Operands: vals})}
}

// ConditionOp is scf.condition.
type ConditionOp struct{ *ir.Operation }

// AsCondition returns op as an scf.condition, if it is one.
func AsCondition(op *ir.Operation) (ConditionOp, bool) {
	return ConditionOp{op}, op != nil && op.Is(ConditionOpName)
}

// Cond returns the i1 deciding whether the loop goes on.
func (o ConditionOp) Cond() *ir.Value { return o.Operand(0) }

// Args returns the values passed to the after region or out of the loop.
func (o ConditionOp) Args() []*ir.Value { return o.Operands()[1:] }

// NewCondition creates an scf.condition.
func NewCondition(b *ir.Builder, cond *ir.Value, args []*ir.Value, loc ir.Location) ConditionOp {
	return ConditionOp{b.Create(ir.OperationState{Name: ConditionOpName, Loc: loc, Operands: append([]*ir.Value{cond}, args...)})}
}

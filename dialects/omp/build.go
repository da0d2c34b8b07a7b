package omp

import (
	"slices"

	"github.com/strata-ir/strata/ir"
)

// Operands names the operand groups of an op being built; groups left out
// are empty.
type Operands map[string][]*ir.Value

// Build creates the op name, a registered omp op, from operand groups by
// name, attributes, result types and a number of regions, adding the
// operand_segment_sizes its groups need. The regions are left empty.
// An unregistered op or a group the op does not have is a bug in the
// caller, which Build reports with a panic rather than by dropping the
// operands.
func Build(b *ir.Builder, name string, loc ir.Location, operands Operands, attrs []ir.NamedAttribute, results []ir.Type, regions int) *ir.Operation {
	def := b.Ctx.OpDef(name)
	if def == nil {
		panic("omp.Build: '" + name + "' is not a registered op")
	}
	for group := range operands {
		if !slices.ContainsFunc(def.Operands, func(d ir.OperandDef) bool { return d.Name == group }) {
			panic("omp.Build: '" + name + "' has no operand group '" + group + "'")
		}
	}
	groups := make([][]*ir.Value, len(def.Operands))
	var flat []*ir.Value
	for i, d := range def.Operands {
		groups[i] = operands[d.Name]
		flat = append(flat, groups[i]...)
	}
	if seg := segmentSizes(b.Ctx, def.Operands, groups); seg != nil {
		attrs = append(attrs[:len(attrs):len(attrs)], ir.NamedAttribute{Name: ir.OperandSegmentSizesAttr, Value: seg})
	}
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: flat, Attributes: attrs, ResultTypes: results, NumRegions: regions})
}

// bodyBuilder returns a builder at the end of blk reporting to b's
// listener.
func bodyBuilder(b *ir.Builder, blk *ir.Block) *ir.Builder {
	inner := ir.NewBuilder(b.Ctx)
	inner.Listener = b.Listener
	inner.SetInsertionPointToEnd(blk)
	return inner
}

// NewTerminator creates an omp.terminator.
func NewTerminator(b *ir.Builder, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: TerminatorOpName, Loc: loc})
}

// NewYield creates an omp.yield of vals.
func NewYield(b *ir.Builder, vals []*ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: YieldOpName, Loc: loc, Operands: vals})
}

// NewBarrier creates an omp.barrier.
func NewBarrier(b *ir.Builder, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: BarrierOpName, Loc: loc})
}

// NewTaskwait creates an omp.taskwait.
func NewTaskwait(b *ir.Builder, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: TaskwaitOpName, Loc: loc})
}

// ParallelOptions are the clauses of NewParallel; zero values are absent.
type ParallelOptions struct {
	If, NumThreads *ir.Value
	ProcBind       string // primary, master, close, spread
	// Private pairs each variable with the name of its privatizer.
	PrivateVars []*ir.Value
	PrivateSyms []string
}

// NewParallel creates an omp.parallel whose body (given the private
// variables' block arguments) is filled by body and ended with
// omp.terminator.
func NewParallel(b *ir.Builder, opts ParallelOptions, loc ir.Location, body func(b *ir.Builder, privates []*ir.Value)) ParallelOp {
	ops := Operands{"private_vars": opts.PrivateVars}
	if opts.If != nil {
		ops["if_expr"] = []*ir.Value{opts.If}
	}
	if opts.NumThreads != nil {
		ops["num_threads"] = []*ir.Value{opts.NumThreads}
	}
	var attrs []ir.NamedAttribute
	if opts.ProcBind != "" {
		attrs = append(attrs, ir.NamedAttribute{Name: "proc_bind_kind", Value: Enum(ProcBindKindEnum, opts.ProcBind)})
	}
	if len(opts.PrivateSyms) > 0 {
		attrs = append(attrs, ir.NamedAttribute{Name: "private_syms", Value: symbolArray(b.Ctx, opts.PrivateSyms)})
	}
	op := Build(b, ParallelOpName, loc, ops, attrs, nil, 1)
	blk := op.Region(0).AddBlock(valueTypes(opts.PrivateVars), locsOf(len(opts.PrivateVars), loc))
	inner := bodyBuilder(b, blk)
	if body != nil {
		body(inner, blk.Arguments())
	}
	NewTerminator(inner, loc)
	return ParallelOp{Clauses{op}}
}

// WsloopOptions are the clauses of NewWsloop; zero values are absent.
type WsloopOptions struct {
	ScheduleKind  string // static, dynamic, guided, auto, runtime
	ScheduleChunk *ir.Value
	Nowait        bool
	Inclusive     bool
}

// NewWsloop creates an omp.wsloop around an omp.loop_nest over the given
// bounds (one entry per loop, all of one type); body fills the nest's
// block, given the induction variables, and omp.yield ends it.
func NewWsloop(b *ir.Builder, opts WsloopOptions, lbs, ubs, steps []*ir.Value, loc ir.Location, body func(b *ir.Builder, ivs []*ir.Value)) WsloopOp {
	ops := Operands{}
	var attrs []ir.NamedAttribute
	if opts.ScheduleKind != "" {
		attrs = append(attrs, ir.NamedAttribute{Name: "schedule_kind", Value: Enum(ScheduleKindEnum, opts.ScheduleKind)})
	}
	if opts.ScheduleChunk != nil {
		ops["schedule_chunk"] = []*ir.Value{opts.ScheduleChunk}
	}
	if opts.Nowait {
		attrs = append(attrs, ir.NamedAttribute{Name: "nowait", Value: ir.Unit})
	}
	op := Build(b, WsloopOpName, loc, ops, attrs, nil, 1)
	inner := bodyBuilder(b, op.Region(0).AddBlock(nil, nil))
	NewLoopNest(inner, lbs, ubs, steps, opts.Inclusive, loc, body)
	return WsloopOp{Clauses{op}}
}

// NewLoopNest creates an omp.loop_nest; body fills its block, given the
// induction variables, and omp.yield ends it.
func NewLoopNest(b *ir.Builder, lbs, ubs, steps []*ir.Value, inclusive bool, loc ir.Location, body func(b *ir.Builder, ivs []*ir.Value)) LoopNestOp {
	var attrs []ir.NamedAttribute
	if inclusive {
		attrs = append(attrs, ir.NamedAttribute{Name: "loop_inclusive", Value: ir.Unit})
	}
	operands := append(append(append([]*ir.Value(nil), lbs...), ubs...), steps...)
	op := b.Create(ir.OperationState{Name: LoopNestOpName, Loc: loc, Operands: operands, Attributes: attrs, NumRegions: 1})
	blk := op.Region(0).AddBlock(valueTypes(lbs), locsOf(len(lbs), loc))
	inner := bodyBuilder(b, blk)
	if body != nil {
		body(inner, blk.Arguments())
	}
	NewYield(inner, nil, loc)
	return LoopNestOp{op}
}

// NewMapBounds creates an omp.map.bounds from lower to upper (inclusive)
// with stride one.
func NewMapBounds(b *ir.Builder, lower, upper, stride *ir.Value, loc ir.Location) MapBoundsOp {
	ops := Operands{"lower_bound": {lower}, "upper_bound": {upper}}
	if stride != nil {
		ops["stride"] = []*ir.Value{stride}
	}
	op := Build(b, MapBoundsOpName, loc, ops, nil, []ir.Type{MapBoundsType{}}, 0)
	return MapBoundsOp{Clauses{op}}
}

// NewMapInfo creates an omp.map.info mapping the variable at ptr, of type
// varType, with the given map type bits and bounds, captured by reference.
func NewMapInfo(b *ir.Builder, ptr *ir.Value, varType ir.Type, flags MapFlags, bounds []*ir.Value, name string, loc ir.Location) MapInfoOp {
	attrs := []ir.NamedAttribute{
		{Name: "var_type", Value: ir.TypeAttr{Type: varType}},
		{Name: "map_type", Value: MapTypeAttr(flags)},
		{Name: "map_capture_type", Value: Enum(CaptureKindEnum, "ByRef")},
	}
	if name != "" {
		attrs = append(attrs, ir.NamedAttribute{Name: "name", Value: ir.Str(name)})
	}
	op := Build(b, MapInfoOpName, loc, Operands{"var_ptr": {ptr}, "bounds": bounds}, attrs, []ir.Type{ptr.Type()}, 0)
	return MapInfoOp{op}
}

func symbolArray(ctx *ir.Context, names []string) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(names))
	for i, n := range names {
		elems[i] = ir.SymbolRef(n)
	}
	return ctx.ArrayAttr(elems)
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

func locsOf(n int, loc ir.Location) []ir.Location {
	ls := make([]ir.Location, n)
	for i := range ls {
		ls[i] = loc
	}
	return ls
}

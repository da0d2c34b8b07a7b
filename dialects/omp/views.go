package omp

import (
	"github.com/strata-ir/strata/ir"
)

// Typed views of the omp ops, with accessors for the clauses the lowering
// passes read, and builders for the common ops. The accessors assume
// verified IR.

// Clauses is the reading side shared by the views: clause operands and
// attributes by name.
type Clauses struct{ *ir.Operation }

// value returns the single operand of an optional group, nil when absent.
func (c Clauses) value(group string) *ir.Value {
	if vs := c.NamedValues(group); len(vs) == 1 {
		return vs[0]
	}
	return nil
}

// enumCase returns the case of an enum attribute, "" when absent.
func (c Clauses) enumCase(attr string) string {
	e, _ := c.Attr(attr).(EnumAttr)
	return e.Case
}

// symbols returns the symbol names of a symbol array attribute.
func (c Clauses) symbols(attr string) []string {
	arr, ok := c.Attr(attr).(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]string, len(arr.Elems()))
	for i, e := range arr.Elems() {
		out[i] = e.(ir.SymbolRefAttr).Leaf()
	}
	return out
}

// has reports whether a unit attribute is set.
func (c Clauses) has(attr string) bool { return c.Attr(attr) != nil }

// IfExpr returns the if clause's condition, nil when absent.
func (c Clauses) IfExpr() *ir.Value { return c.value("if_expr") }

// Nowait reports whether the nowait clause is present; SetNowait adds it.
func (c Clauses) Nowait() bool { return c.has("nowait") }
func (c Clauses) SetNowait()   { c.SetAttr("nowait", ir.Unit) }

// PrivateVars and PrivateSyms return the private clause: the variables
// and the privatizers' names.
func (c Clauses) PrivateVars() []*ir.Value { return c.NamedValues("private_vars") }
func (c Clauses) PrivateSyms() []string    { return c.symbols("private_syms") }

// ReductionVars, ReductionSyms and ReductionByref return the reduction
// clause.
func (c Clauses) ReductionVars() []*ir.Value { return c.NamedValues("reduction_vars") }
func (c Clauses) ReductionSyms() []string    { return c.symbols("reduction_syms") }
func (c Clauses) ReductionByref() []bool {
	n := len(c.ReductionVars())
	out := make([]bool, n)
	if a, ok := c.Attr("reduction_byref").(*ir.DenseArrayAttr); ok {
		for i, v := range a.Int64s() {
			if i < n {
				out[i] = v != 0
			}
		}
	}
	return out
}

// DependVars and DependKinds return the depend clause.
func (c Clauses) DependVars() []*ir.Value { return c.NamedValues("depend_vars") }
func (c Clauses) DependKinds() []string {
	arr := c.DependKindsAttr()
	if arr == nil {
		return nil
	}
	out := make([]string, len(arr.Elems()))
	for i, e := range arr.Elems() {
		out[i] = e.(EnumAttr).Case
	}
	return out
}

// DependKindsAttr returns the depend clause's kinds as the op holds them
// (an array of task dependence enums), for code that copies the clause;
// nil when absent.
func (c Clauses) DependKindsAttr() *ir.ArrayAttr {
	arr, _ := c.Attr("depend_kinds").(*ir.ArrayAttr)
	return arr
}

// RemoveReductionClause removes the reduction clause's operands and
// attributes; the region's reduction arguments are the caller's to erase.
func (c Clauses) RemoveReductionClause() error {
	def := c.Def()
	group := -1
	for k, o := range def.Operands {
		if o.Name == "reduction_vars" {
			group = k
		}
	}
	sizes, ok := c.Attr(ir.OperandSegmentSizesAttr).(*ir.DenseArrayAttr)
	if group < 0 || !ok || sizes.Len() != len(def.Operands) {
		return c.Errorf("cannot find the reduction operands of '%s'", c.Name())
	}
	counts := append([]int64(nil), sizes.Int64s()...)
	start := 0
	for k := 0; k < group; k++ {
		start += int(counts[k])
	}
	operands := c.Operands()
	kept := append(append([]*ir.Value(nil), operands[:start]...), operands[start+int(counts[group]):]...)
	counts[group] = 0
	c.SetOperands(kept)
	c.SetAttr(ir.OperandSegmentSizesAttr, c.Context().DenseIntArray(ir.I32, counts))
	c.RemoveAttr("reduction_syms")
	c.RemoveAttr("reduction_byref")
	return nil
}

// MapVars returns the map_entries operands (omp.map.info results).
func (c Clauses) MapVars() []*ir.Value { return c.NamedValues("map_vars") }

// Device returns the device clause's value, nil when absent.
func (c Clauses) Device() *ir.Value { return c.value("device") }

// ThreadLimit returns the thread_limit clause's value, nil when absent.
func (c Clauses) ThreadLimit() *ir.Value { return c.value("thread_limit") }

// Body returns the entry block of the op's region.
func (c Clauses) Body() *ir.Block { return c.Region(0).First() }

// ParallelOp is omp.parallel.
type ParallelOp struct{ Clauses }

// AsParallel returns op as an omp.parallel, if it is one.
func AsParallel(op *ir.Operation) (ParallelOp, bool) {
	return ParallelOp{Clauses{op}}, op != nil && op.Is(ParallelOpName)
}

// NumThreads returns the num_threads clause's value, nil when absent.
func (o ParallelOp) NumThreads() *ir.Value { return o.value("num_threads") }

// ProcBind returns the proc_bind kind, "" when absent.
func (o ParallelOp) ProcBind() string { return o.enumCase("proc_bind_kind") }

// WsloopOp is omp.wsloop.
type WsloopOp struct{ Clauses }

// AsWsloop returns op as an omp.wsloop, if it is one.
func AsWsloop(op *ir.Operation) (WsloopOp, bool) {
	return WsloopOp{Clauses{op}}, op != nil && op.Is(WsloopOpName)
}

// ScheduleKind returns the schedule kind (static, dynamic, guided, auto,
// runtime), "" without a schedule clause.
func (o WsloopOp) ScheduleKind() string { return o.enumCase("schedule_kind") }

// ScheduleChunk returns the chunk size, nil when absent.
func (o WsloopOp) ScheduleChunk() *ir.Value { return o.value("schedule_chunk") }

// ScheduleMod returns the schedule modifier (monotonic, nonmonotonic), ""
// when absent.
func (o WsloopOp) ScheduleMod() string { return o.enumCase("schedule_mod") }

// ScheduleSimd reports the simd schedule modifier.
func (o WsloopOp) ScheduleSimd() bool { return o.has("schedule_simd") }

// Ordered returns the ordered clause's parameter and whether it is present.
func (o WsloopOp) Ordered() (int64, bool) {
	n, ok := o.Attr("ordered").(ir.IntegerAttr)
	return n.Int64(), ok
}

// Order returns the order clause's kind, "" when absent.
func (o WsloopOp) Order() string { return o.enumCase("order") }

// LoopNest returns the loop nest the wrapper holds, looking through nested
// wrappers (a composite construct).
func (o WsloopOp) LoopNest() LoopNestOp { return innerLoopNest(o.Operation) }

func innerLoopNest(op *ir.Operation) LoopNestOp {
	for {
		var next *ir.Operation
		for n := range op.Region(0).First().Ops() {
			if !n.Is(TerminatorOpName) {
				next = n
				break
			}
		}
		if next == nil || next.Is(LoopNestOpName) {
			return LoopNestOp{next}
		}
		op = next
	}
}

// SimdOp is omp.simd.
type SimdOp struct{ Clauses }

// AsSimd returns op as an omp.simd, if it is one.
func AsSimd(op *ir.Operation) (SimdOp, bool) {
	return SimdOp{Clauses{op}}, op != nil && op.Is(SimdOpName)
}

// Simdlen returns the simdlen clause's parameter and whether it is present.
func (o SimdOp) Simdlen() (int64, bool) {
	n, ok := o.Attr("simdlen").(ir.IntegerAttr)
	return n.Int64(), ok
}

// DistributeOp is omp.distribute.
type DistributeOp struct{ Clauses }

// AsDistribute returns op as an omp.distribute, if it is one.
func AsDistribute(op *ir.Operation) (DistributeOp, bool) {
	return DistributeOp{Clauses{op}}, op != nil && op.Is(DistributeOpName)
}

// DistScheduleStatic reports dist_schedule(static); DistScheduleChunk
// returns its chunk size, nil when absent.
func (o DistributeOp) DistScheduleStatic() bool     { return o.has("dist_schedule_static") }
func (o DistributeOp) DistScheduleChunk() *ir.Value { return o.value("dist_schedule_chunk_size") }

// LoopNest returns the loop nest the wrapper holds.
func (o DistributeOp) LoopNest() LoopNestOp { return innerLoopNest(o.Operation) }

// LoopNestOp is omp.loop_nest.
type LoopNestOp struct{ *ir.Operation }

// AsLoopNest returns op as an omp.loop_nest, if it is one.
func AsLoopNest(op *ir.Operation) (LoopNestOp, bool) {
	return LoopNestOp{op}, op != nil && op.Is(LoopNestOpName)
}

// NumLoops returns the number of loops (the collapse depth).
func (o LoopNestOp) NumLoops() int { return o.NumOperands() / 3 }

// LowerBounds, UpperBounds and Steps return the bounds, outermost loop
// first.
func (o LoopNestOp) LowerBounds() []*ir.Value { return o.Operands()[:o.NumLoops()] }
func (o LoopNestOp) UpperBounds() []*ir.Value { return o.Operands()[o.NumLoops() : 2*o.NumLoops()] }
func (o LoopNestOp) Steps() []*ir.Value       { return o.Operands()[2*o.NumLoops():] }

// Inclusive reports whether the upper bounds are included.
func (o LoopNestOp) Inclusive() bool { return o.Attr("loop_inclusive") != nil }

// Body returns the entry block; its arguments are the induction variables.
func (o LoopNestOp) Body() *ir.Block { return o.Region(0).First() }

// IVs returns the induction variables.
func (o LoopNestOp) IVs() []*ir.Value { return o.Body().Arguments() }

// Wrapper returns the loop wrapper directly around the nest.
func (o LoopNestOp) Wrapper() *ir.Operation { return o.ParentOp() }

// TaskOp is omp.task.
type TaskOp struct{ Clauses }

// AsTask returns op as an omp.task, if it is one.
func AsTask(op *ir.Operation) (TaskOp, bool) {
	return TaskOp{Clauses{op}}, op != nil && op.Is(TaskOpName)
}

// Final, Priority return those clauses' values, nil when absent; Untied
// and Mergeable report those clauses.
func (o TaskOp) Final() *ir.Value    { return o.value("final") }
func (o TaskOp) Priority() *ir.Value { return o.value("priority") }
func (o TaskOp) Untied() bool        { return o.has("untied") }
func (o TaskOp) Mergeable() bool     { return o.has("mergeable") }

// InReductionVars returns the in_reduction variables.
func (o TaskOp) InReductionVars() []*ir.Value { return o.NamedValues("in_reduction_vars") }

// TaskgroupOp is omp.taskgroup.
type TaskgroupOp struct{ Clauses }

// AsTaskgroup returns op as an omp.taskgroup, if it is one.
func AsTaskgroup(op *ir.Operation) (TaskgroupOp, bool) {
	return TaskgroupOp{Clauses{op}}, op != nil && op.Is(TaskgroupOpName)
}

// TaskReductionVars returns the task_reduction variables.
func (o TaskgroupOp) TaskReductionVars() []*ir.Value { return o.NamedValues("task_reduction_vars") }

// SingleOp is omp.single.
type SingleOp struct{ Clauses }

// AsSingle returns op as an omp.single, if it is one.
func AsSingle(op *ir.Operation) (SingleOp, bool) {
	return SingleOp{Clauses{op}}, op != nil && op.Is(SingleOpName)
}

// CopyprivateVars and CopyprivateSyms return the copyprivate clause.
func (o SingleOp) CopyprivateVars() []*ir.Value { return o.NamedValues("copyprivate_vars") }
func (o SingleOp) CopyprivateSyms() []string    { return o.symbols("copyprivate_syms") }

// CriticalOp is omp.critical.
type CriticalOp struct{ *ir.Operation }

// AsCritical returns op as an omp.critical, if it is one.
func AsCritical(op *ir.Operation) (CriticalOp, bool) {
	return CriticalOp{op}, op != nil && op.Is(CriticalOpName)
}

// Name returns the critical section's name, "" for the unnamed one.
func (o CriticalOp) Name() string {
	s, _ := o.Attr("name").(ir.SymbolRefAttr)
	return s.Leaf()
}

// Hint returns the hint of the critical.declare named sym in the symbol
// table around op, HintNone when there is none.
func CriticalHint(from *ir.Operation, name string) int64 {
	d := ir.LookupNearestSymbolFrom(from, ir.SymbolRef(name))
	if d == nil {
		return HintNone
	}
	h, _ := d.Attr("hint").(ir.IntegerAttr)
	return h.Int64()
}

// MaskedOp is omp.masked.
type MaskedOp struct{ Clauses }

// AsMasked returns op as an omp.masked, if it is one.
func AsMasked(op *ir.Operation) (MaskedOp, bool) {
	return MaskedOp{Clauses{op}}, op != nil && op.Is(MaskedOpName)
}

// Filter returns the thread filtered, nil when absent (thread 0).
func (o MaskedOp) Filter() *ir.Value { return o.value("filtered_thread_id") }

// AtomicOp is any of the atomics: omp.atomic.read (X, V), write (X,
// Expr), update (X, region) and capture (region).
type AtomicOp struct{ *ir.Operation }

// AsAtomic returns op as an atomic op, if it is one.
func AsAtomic(op *ir.Operation) (AtomicOp, bool) {
	ok := op != nil && (op.Is(AtomicReadOpName) || op.Is(AtomicWriteOpName) || op.Is(AtomicUpdateOpName) || op.Is(AtomicCaptureOpName))
	return AtomicOp{op}, ok
}

// X returns the address updated; nil for a capture.
func (o AtomicOp) X() *ir.Value {
	if o.NumOperands() == 0 {
		return nil
	}
	return o.Operand(0)
}

// V returns where atomic.read stores; Expr the value atomic.write writes.
func (o AtomicOp) V() *ir.Value    { return o.Operand(1) }
func (o AtomicOp) Expr() *ir.Value { return o.Operand(1) }

// ElementType returns atomic.read's element type, nil when not given.
func (o AtomicOp) ElementType() ir.Type {
	t, _ := o.Attr("element_type").(ir.TypeAttr)
	return t.Type
}

// MemoryOrder returns the memory order, "" when absent.
func (o AtomicOp) MemoryOrder() string { return memoryOrder(o.Operation) }

// Hint returns the synchronization hint.
func (o AtomicOp) Hint() int64 {
	h, _ := o.HintClause()
	return h
}

// HintClause returns the hint and whether the op has the clause (a hint
// of 0 written out counts).
func (o AtomicOp) HintClause() (int64, bool) {
	h, ok := o.Attr("hint").(ir.IntegerAttr)
	return h.Int64(), ok
}

// PrivateOp is omp.private.
type PrivateOp struct{ *ir.Operation }

// AsPrivate returns op as an omp.private, if it is one.
func AsPrivate(op *ir.Operation) (PrivateOp, bool) {
	return PrivateOp{op}, op != nil && op.Is(PrivateOpName)
}

// SymName, Type and IsFirstprivate describe the privatizer; InitRegion,
// CopyRegion and DeallocRegion are its regions (possibly empty).
func (o PrivateOp) SymName() string { return o.Attr("sym_name").(ir.StringAttr).Value }
func (o PrivateOp) Type() ir.Type   { return o.Attr("type").(ir.TypeAttr).Type }
func (o PrivateOp) IsFirstprivate() bool {
	return o.Attr("data_sharing_type").(EnumAttr).Case == "firstprivate"
}
func (o PrivateOp) InitRegion() *ir.Region    { return o.Region(0) }
func (o PrivateOp) CopyRegion() *ir.Region    { return o.Region(1) }
func (o PrivateOp) DeallocRegion() *ir.Region { return o.Region(2) }

// DeclareReductionOp is omp.declare_reduction.
type DeclareReductionOp struct{ *ir.Operation }

// AsDeclareReduction returns op as an omp.declare_reduction, if it is one.
func AsDeclareReduction(op *ir.Operation) (DeclareReductionOp, bool) {
	return DeclareReductionOp{op}, op != nil && op.Is(DeclareReductionOpName)
}

// SymName and Type describe the reduction; the regions follow.
func (o DeclareReductionOp) SymName() string                   { return o.Attr("sym_name").(ir.StringAttr).Value }
func (o DeclareReductionOp) Type() ir.Type                     { return o.Attr("type").(ir.TypeAttr).Type }
func (o DeclareReductionOp) AllocRegion() *ir.Region           { return o.Region(0) }
func (o DeclareReductionOp) InitRegion() *ir.Region            { return o.Region(1) }
func (o DeclareReductionOp) CombinerRegion() *ir.Region        { return o.Region(2) }
func (o DeclareReductionOp) AtomicReductionRegion() *ir.Region { return o.Region(3) }
func (o DeclareReductionOp) CleanupRegion() *ir.Region         { return o.Region(4) }

// TargetOp is omp.target (and the views of the other target ops read
// their clauses through Clauses).
type TargetOp struct{ Clauses }

// AsTarget returns op as an omp.target, if it is one.
func AsTarget(op *ir.Operation) (TargetOp, bool) {
	return TargetOp{Clauses{op}}, op != nil && op.Is(TargetOpName)
}

// IsDevicePtrVars and HasDeviceAddrVars return those clauses' operands.
func (o TargetOp) IsDevicePtrVars() []*ir.Value   { return o.NamedValues("is_device_ptr_vars") }
func (o TargetOp) HasDeviceAddrVars() []*ir.Value { return o.NamedValues("has_device_addr_vars") }

// MapBlockArgs returns the region's arguments that stand for the mapped
// variables inside the target region.
func (o TargetOp) MapBlockArgs() []*ir.Value {
	n := len(o.HasDeviceAddrVars())
	return o.Body().Arguments()[n : n+len(o.MapVars())]
}

// TargetDataOp is omp.target_data.
type TargetDataOp struct{ Clauses }

// AsTargetData returns op as an omp.target_data, if it is one.
func AsTargetData(op *ir.Operation) (TargetDataOp, bool) {
	return TargetDataOp{Clauses{op}}, op != nil && op.Is(TargetDataOpName)
}

// UseDevicePtrVars and UseDeviceAddrVars return those clauses' operands.
func (o TargetDataOp) UseDevicePtrVars() []*ir.Value  { return o.NamedValues("use_device_ptr_vars") }
func (o TargetDataOp) UseDeviceAddrVars() []*ir.Value { return o.NamedValues("use_device_addr_vars") }

// TeamsOp is omp.teams.
type TeamsOp struct{ Clauses }

// AsTeams returns op as an omp.teams, if it is one.
func AsTeams(op *ir.Operation) (TeamsOp, bool) {
	return TeamsOp{Clauses{op}}, op != nil && op.Is(TeamsOpName)
}

// NumTeamsLower and NumTeamsUpper return the num_teams bounds, nil when
// absent.
func (o TeamsOp) NumTeamsLower() *ir.Value { return o.value("num_teams_lower") }
func (o TeamsOp) NumTeamsUpper() *ir.Value { return o.value("num_teams_upper") }

// MapInfoOp is omp.map.info.
type MapInfoOp struct{ *ir.Operation }

// AsMapInfo returns op as an omp.map.info, if it is one.
func AsMapInfo(op *ir.Operation) (MapInfoOp, bool) {
	return MapInfoOp{op}, op != nil && op.Is(MapInfoOpName)
}

// VarPtr returns the mapped variable's address, VarType its type.
func (o MapInfoOp) VarPtr() *ir.Value { return o.Operand(0) }
func (o MapInfoOp) VarType() ir.Type  { return o.Attr("var_type").(ir.TypeAttr).Type }

// VarPtrPtr returns the address of the pointer to attach, nil when absent.
func (o MapInfoOp) VarPtrPtr() *ir.Value { return Clauses{o.Operation}.value("var_ptr_ptr") }

// MapType returns the map type bits (MapTo, MapAlways, ...).
func (o MapInfoOp) MapType() MapFlags {
	n, _ := o.Attr("map_type").(ir.IntegerAttr)
	return MapFlags(n.Uint64())
}

// CaptureKind returns the capture kind (ByRef, ByCopy, ...), "" when
// absent.
func (o MapInfoOp) CaptureKind() string { return Clauses{o.Operation}.enumCase("map_capture_type") }

// Bounds returns the omp.map.bounds of the array section, outermost first.
func (o MapInfoOp) Bounds() []*ir.Value { return o.NamedValues("bounds") }

// Members returns the member maps.
func (o MapInfoOp) Members() []*ir.Value { return o.NamedValues("members") }

// VarName returns the name attribute, "" when absent.
func (o MapInfoOp) VarName() string {
	s, _ := o.Attr("name").(ir.StringAttr)
	return s.Value
}

// MapBoundsOp is omp.map.bounds.
type MapBoundsOp struct{ Clauses }

// AsMapBounds returns op as an omp.map.bounds, if it is one.
func AsMapBounds(op *ir.Operation) (MapBoundsOp, bool) {
	return MapBoundsOp{Clauses{op}}, op != nil && op.Is(MapBoundsOpName)
}

// LowerBound, UpperBound, Extent, Stride and StartIdx return the bounds'
// values, nil when absent.
func (o MapBoundsOp) LowerBound() *ir.Value { return o.value("lower_bound") }
func (o MapBoundsOp) UpperBound() *ir.Value { return o.value("upper_bound") }
func (o MapBoundsOp) Extent() *ir.Value     { return o.value("extent") }
func (o MapBoundsOp) Stride() *ir.Value     { return o.value("stride") }
func (o MapBoundsOp) StartIdx() *ir.Value   { return o.value("start_idx") }

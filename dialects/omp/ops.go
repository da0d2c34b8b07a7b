package omp

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Operation names.
const (
	ParallelOpName         = "omp.parallel"
	TerminatorOpName       = "omp.terminator"
	YieldOpName            = "omp.yield"
	BarrierOpName          = "omp.barrier"
	TaskwaitOpName         = "omp.taskwait"
	TaskyieldOpName        = "omp.taskyield"
	WsloopOpName           = "omp.wsloop"
	DistributeOpName       = "omp.distribute"
	SimdOpName             = "omp.simd"
	LoopNestOpName         = "omp.loop_nest"
	CriticalOpName         = "omp.critical"
	CriticalDeclareOpName  = "omp.critical.declare"
	SingleOpName           = "omp.single"
	MasterOpName           = "omp.master"
	MaskedOpName           = "omp.masked"
	TaskOpName             = "omp.task"
	TaskgroupOpName        = "omp.taskgroup"
	AtomicReadOpName       = "omp.atomic.read"
	AtomicWriteOpName      = "omp.atomic.write"
	AtomicUpdateOpName     = "omp.atomic.update"
	AtomicCaptureOpName    = "omp.atomic.capture"
	PrivateOpName          = "omp.private"
	DeclareReductionOpName = "omp.declare_reduction"
	TargetOpName           = "omp.target"
	TargetDataOpName       = "omp.target_data"
	TargetEnterDataOpName  = "omp.target_enter_data"
	TargetExitDataOpName   = "omp.target_exit_data"
	TargetUpdateOpName     = "omp.target_update"
	MapInfoOpName          = "omp.map.info"
	MapBoundsOpName        = "omp.map.bounds"
	TeamsOpName            = "omp.teams"
)

// clauseSpecs returns the ops whose syntax the clause engine gives.
func clauseSpecs() []*opSpec {
	i32 := ir.TypeConstraint{Desc: "32-bit signless integer", Pred: func(t ir.Type) bool { return t == ir.Type(ir.I32) }}
	region := []ir.Trait{ir.RecursiveMemoryEffects}
	wrapper := []ir.Trait{ir.RecursiveMemoryEffects, ir.SingleBlock, ir.NoTerminator}
	return []*opSpec{
		{
			name: ParallelOpName, summary: "parallel construct", regions: 1, traits: region,
			clauses: []clause{condC("if", "if_expr"), typedC("num_threads", "num_threads", intLike),
				enumC("proc_bind", "proc_bind_kind", ProcBindKindEnum), privateC(), reductionC("reduction", "reduction")},
		},
		{
			name: WsloopOpName, summary: "worksharing-loop construct", regions: 1, traits: wrapper, loopWrapper: true,
			clauses: []clause{unitC("nowait"), enumC("order", "order", OrderKindEnum), intC("ordered", "ordered"),
				scheduleC(), privateC(), reductionC("reduction", "reduction")},
			verify: verifyWsloop, parseRegion: parseMLIR16Wsloop,
		},
		{
			name: DistributeOpName, summary: "distribute construct", regions: 1, traits: wrapper, loopWrapper: true,
			clauses: []clause{unitC("dist_schedule_static"), typedC("dist_schedule_chunk_size", "dist_schedule_chunk_size", intLike),
				enumC("order", "order", OrderKindEnum), privateC()},
			verify: verifyDistribute,
		},
		{
			name: SimdOpName, summary: "simd construct", regions: 1, traits: wrapper, loopWrapper: true,
			clauses: []clause{enumC("order", "order", OrderKindEnum), intC("safelen", "safelen"), intC("simdlen", "simdlen"),
				privateC(), reductionC("reduction", "reduction")},
		},
		{name: BarrierOpName, summary: "barrier construct"},
		{name: TaskyieldOpName, summary: "taskyield construct"},
		{
			name: TaskwaitOpName, summary: "taskwait construct",
			clauses: []clause{dependC(), unitC("nowait")},
		},
		{
			name: SingleOpName, summary: "single directive", regions: 1, traits: region,
			clauses: []clause{copyprivateC(), unitC("nowait"), privateC()},
			verify:  verifySingle,
		},
		{name: MasterOpName, summary: "master construct", regions: 1, traits: region},
		{
			name: MaskedOpName, summary: "masked construct", regions: 1, traits: region,
			clauses: []clause{typedC("filter", "filtered_thread_id", i32)},
		},
		{
			name: TaskOpName, summary: "task construct", regions: 1, traits: region,
			clauses: []clause{dependC(), condC("final", "final"), condC("if", "if_expr"), unitC("mergeable"),
				typedC("priority", "priority", i32), unitC("untied"), reductionC("in_reduction", "in_reduction"), privateC()},
		},
		{
			name: TaskgroupOpName, summary: "taskgroup construct", regions: 1, traits: region,
			clauses: []clause{reductionC("task_reduction", "task_reduction")},
		},
		{
			name: TargetOpName, summary: "target construct", regions: 1, traits: []ir.Trait{ir.IsolatedFromAbove},
			clauses: []clause{dependC(), typedC("device", "device", ir.AnyInteger), condC("if", "if_expr"),
				varListC("is_device_ptr", "is_device_ptr_vars", ir.AnyType), unitC("nowait"),
				typedC("thread_limit", "thread_limit", ir.AnyInteger),
				blockArgC("has_device_addr", "has_device_addr_vars", false), blockArgC("map_entries", "map_vars", true), privateC()},
		},
		{
			name: TargetDataOpName, summary: "target data construct", regions: 1, traits: region,
			clauses: []clause{typedC("device", "device", ir.AnyInteger), condC("if", "if_expr"), mapListC("map_entries", "map_vars"),
				blockArgC("use_device_addr", "use_device_addr_vars", false), blockArgC("use_device_ptr", "use_device_ptr_vars", false)},
			verify: verifyTargetData,
		},
		{
			name: TargetEnterDataOpName, summary: "target enter data construct",
			clauses: targetDataMotionClauses(), verify: verifyMapTypes(MapFrom|MapDelete, "to and alloc map types are permitted"),
		},
		{
			name: TargetExitDataOpName, summary: "target exit data construct",
			clauses: targetDataMotionClauses(), verify: verifyMapTypes(MapTo, "from, release and delete map types are permitted"),
		},
		{
			name: TargetUpdateOpName, summary: "target update construct",
			clauses: targetDataMotionClauses(), verify: verifyTargetUpdate,
		},
		{
			name: TeamsOpName, summary: "teams construct", regions: 1, traits: region,
			clauses: []clause{condC("if", "if_expr"), numTeamsC(), typedC("thread_limit", "thread_limit", ir.AnyInteger),
				privateC(), reductionC("reduction", "reduction")},
			verify: verifyTeams,
		},
		mapInfoSpec(),
		{
			name: MapBoundsOpName, summary: "the bounds of a mapped array section",
			clauses: []clause{typedC("lower_bound", "lower_bound", intLike), typedC("upper_bound", "upper_bound", intLike),
				typedC("extent", "extent", intLike), typedC("stride", "stride", intLike), typedC("start_idx", "start_idx", intLike)},
			results:   []ir.ResultDef{{Name: "result", Type: ir.TypeConstraint{Desc: "map bounds type", Pred: isMapBounds, Buildable: MapBoundsType{}}}},
			traits:    []ir.Trait{ir.Pure},
			parseTail: func(_ *ir.AsmParser, cs *clauseState) error { cs.results = []ir.Type{MapBoundsType{}}; return nil },
			verify:    verifyMapBounds,
		},
	}
}

func isMapBounds(t ir.Type) bool { _, ok := t.(MapBoundsType); return ok }

func targetDataMotionClauses() []clause {
	return []clause{dependC(), typedC("device", "device", ir.AnyInteger), condC("if", "if_expr"),
		mapListC("map_entries", "map_vars"), unitC("nowait")}
}

// mapInfoSpec is omp.map.info:
//
//	%m = omp.map.info var_ptr(%x : !llvm.ptr, i32) var_ptr_ptr(%pp : !llvm.ptr)
//	       map_clauses(always, tofrom) capture(ByRef) members(%a : [0] : !llvm.ptr)
//	       bounds(%b) -> !llvm.ptr {name = "x"}
func mapInfoSpec() *opSpec {
	return &opSpec{
		name: MapInfoOpName, summary: "a variable mapped to or from a device",
		leading: []ir.OperandDef{{Name: "var_ptr", Type: ir.AnyType}},
		clauses: []clause{
			typedC("var_ptr_ptr", "var_ptr_ptr", ir.AnyType),
			{kind: mapFlagsClause, keyword: "map_clauses", attr: "map_type"},
			enumC("capture", "map_capture_type", CaptureKindEnum),
			{kind: membersClause, keyword: "members", operand: "members", attr: "members_index", typ: ir.AnyType},
			{kind: untypedListClause, keyword: "bounds", operand: "bounds", typ: ir.TypeConstraint{Desc: "map bounds type", Pred: isMapBounds, Buildable: MapBoundsType{}}},
		},
		attrs: []ir.AttrDef{
			{Name: "var_type", Constraint: ir.AttrConstraint{Desc: "any type attribute", Pred: func(a ir.Attribute) bool { _, ok := a.(ir.TypeAttr); return ok }}},
			{Name: "name", Constraint: ir.StringAttrC, Optional: true},
		},
		results: []ir.ResultDef{{Name: "omp_ptr", Type: ir.AnyType}},
		elided:  []string{"var_type"},
		parseHead: func(p *ir.AsmParser, cs *clauseState) error {
			if err := p.ParseKeyword("var_ptr"); err != nil {
				return err
			}
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			v, err := parseOperandAndType(p)
			if err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			cs.add("var_ptr", v)
			cs.setAttr("var_type", ir.TypeAttr{Type: t})
			return p.ParsePunct(")")
		},
		printHead: func(p *ir.AsmPrinter, op *ir.Operation, groups [][]*ir.Value) {
			p.WriteString(" var_ptr(")
			p.PrintOperand(groups[0][0])
			p.WriteString(" : ")
			p.PrintType(groups[0][0].Type())
			p.WriteString(", ")
			if t, ok := op.Attr("var_type").(ir.TypeAttr); ok {
				p.PrintType(t.Type)
			}
			p.WriteString(")")
		},
		parseTail: func(p *ir.AsmParser, cs *clauseState) error {
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			t, err := p.ParseType()
			cs.results = []ir.Type{t}
			return err
		},
		printTail: func(p *ir.AsmPrinter, op *ir.Operation) {
			p.WriteString(" -> ")
			if op.NumResults() == 1 {
				p.PrintType(op.Result(0).Type())
			}
		},
		verify: verifyMapInfo,
	}
}

// parseMLIR16Wsloop reads MLIR 16's spelling of a work-sharing loop, the
// loop header on the wsloop itself,
//
//	omp.wsloop schedule(static) for (%iv) : i32 = (%lb) to (%ub) step (%s) {...}
//
// as the wsloop of today wrapping an omp.loop_nest with that header and
// body; it prints in today's spelling.
func parseMLIR16Wsloop(p *ir.AsmParser, cs *clauseState) (bool, error) {
	if !p.ParseOptionalKeyword("for") {
		return false, nil
	}
	loc := p.Loc()
	ivs, bounds, inclusive, err := parseLoopHeader(p)
	if err != nil {
		return true, err
	}
	for _, a := range cs.args {
		if len(a) > 0 {
			return true, p.ErrorfAt(loc, "MLIR 16's wsloop form takes no private or reduction block arguments")
		}
	}
	body := new(ir.Region)
	if err := p.ParseRegion(body, ivs); err != nil {
		return true, err
	}
	st := ir.OperationState{Name: LoopNestOpName, Loc: loc, Operands: bounds, NumRegions: 1}
	if inclusive {
		st.Attributes = []ir.NamedAttribute{{Name: "loop_inclusive", Value: ir.Unit}}
	}
	nest := p.Context().Create(st)
	nest.Region(0).TakeBody(body)
	body.AddBlock(nil, nil).Append(nest)
	return true, nil
}

func verifyWsloop(op *ir.Operation) error {
	if n, ok := op.Attr("ordered").(ir.IntegerAttr); ok && n.Int64() < 0 {
		return fmt.Errorf("ordered argument must be non-negative, got %d", n.Int64())
	}
	return nil
}

func verifyDistribute(op *ir.Operation) error {
	if op.Attr("dist_schedule_static") == nil && len(op.NamedValues("dist_schedule_chunk_size")) > 0 {
		return fmt.Errorf("chunk size set without dist_schedule_static being present")
	}
	return nil
}

func verifySingle(op *ir.Operation) error {
	if op.Attr("nowait") != nil && len(op.NamedValues("copyprivate_vars")) > 0 {
		return fmt.Errorf("copyprivate variables and nowait clause are mutually exclusive")
	}
	return nil
}

func verifyTargetData(op *ir.Operation) error {
	if len(op.NamedValues("map_vars")) == 0 && len(op.NamedValues("use_device_addr_vars")) == 0 && len(op.NamedValues("use_device_ptr_vars")) == 0 {
		return fmt.Errorf("At least one of map, use_device_ptr_vars, or use_device_addr_vars operand must be present")
	}
	return nil
}

// mapFlagsOf returns the map_type of the omp.map.info defining v.
func mapFlagsOf(v *ir.Value) MapFlags {
	if d := v.DefiningOp(); d != nil {
		if n, ok := d.Attr("map_type").(ir.IntegerAttr); ok {
			return MapFlags(n.Uint64())
		}
	}
	return 0
}

// verifyMapTypes returns a verifier rejecting the map entries whose map
// type has any of the forbidden bits.
func verifyMapTypes(forbidden MapFlags, allowed string) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		for _, v := range op.NamedValues("map_vars") {
			if mapFlagsOf(v)&forbidden != 0 {
				return fmt.Errorf("%s", allowed)
			}
		}
		return nil
	}
}

func verifyTargetUpdate(op *ir.Operation) error {
	vs := op.NamedValues("map_vars")
	if len(vs) == 0 {
		return fmt.Errorf("at least one motion entry (map_entries) is required")
	}
	for _, v := range vs {
		f := mapFlagsOf(v)
		if f&MapToFrom == 0 || f&MapToFrom == MapToFrom || f&MapDelete != 0 {
			return fmt.Errorf("either to or from map types can be specified, not both, and other map types are not permitted")
		}
	}
	return nil
}

func verifyTeams(op *ir.Operation) error {
	for parent := op.ParentOp(); parent != nil; parent = parent.ParentOp() {
		if parent.Is(TargetOpName) {
			return nil
		}
		if d := parent.Def(); d != nil && d.Dialect() != nil && d.Dialect().Name == Name {
			return fmt.Errorf("expected to be closely nested inside target or not nested in any OpenMP dialect operations")
		}
	}
	return nil
}

func verifyMapInfo(op *ir.Operation) error {
	f, _ := op.Attr("map_type").(ir.IntegerAttr)
	if MapFlags(f.Uint64())&^(MapTo|MapFrom|MapAlways|MapDelete|MapPtrAndObj|MapTargetParam|MapReturnParam|MapPrivate|MapLiteral|MapImplicit|MapClose|MapPresent|MapOmpxHold) != 0 {
		return fmt.Errorf("map_type %#x has bits that are not map types or modifiers", f.Uint64())
	}
	for _, b := range op.NamedValues("bounds") {
		if d := b.DefiningOp(); d == nil || !d.Is(MapBoundsOpName) {
			return fmt.Errorf("expected the bounds to be results of %s", MapBoundsOpName)
		}
	}
	for _, m := range op.NamedValues("members") {
		if d := m.DefiningOp(); d == nil || !d.Is(MapInfoOpName) {
			return fmt.Errorf("expected the members to be results of %s", MapInfoOpName)
		}
	}
	return nil
}

func verifyMapBounds(op *ir.Operation) error {
	if len(op.NamedValues("upper_bound")) == 0 && len(op.NamedValues("extent")) == 0 {
		return fmt.Errorf("expected extent or upperbound")
	}
	return nil
}

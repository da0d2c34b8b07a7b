package omplowering

import (
	"errors"
	"strings"

	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/dialects/omplower"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
	"github.com/strata-ir/strata/passes"
)

// Run wraps each omp construct of the module in its plan.
func (p *AnnotatePass) Run(module *ir.Operation, _ *passes.State) error {
	sp, err := loadSpec(p.DSL, p.Runtime, DefaultRegistry())
	if err != nil {
		return specError(module, err)
	}
	// Distributes become work-sharing loops first (distribute.go), which
	// are then planned like the others.
	if err := normalizeDistributes(module, sp); err != nil {
		return err
	}
	var constructs []*ir.Operation
	module.WalkAll(func(op *ir.Operation) {
		if isPlannable(op, sp.schema) {
			constructs = append(constructs, op)
		}
	})
	var errs []error
	b := ir.NewBuilder(module.Context())
	for _, op := range constructs {
		construct := dsl.ConstructName(op.Name())
		plan, err := dsl.Evaluate(sp.file, sp.schema, sp.runtime, construct, OpClauses(op))
		if err != nil {
			var nd *dsl.NoDeclarationError
			if errors.As(err, &nd) {
				errs = append(errs, nd.OpDiagnostic(op.Name(), op.Loc()))
				continue
			}
			errs = append(errs, located(op, err))
			continue
		}
		omplower.NewPlan(b, op, planAttrs(b.Ctx, plan))
		p.Planned.Inc()
	}
	return errors.Join(errs...)
}

// isPlannable reports whether op is an omp construct the spec can
// declare: an omp op whose construct name the schema knows, not already
// planned, not part of an atomic capture. Declarations (omp.private,
// omp.declare_reduction, omp.critical.declare), terminators and loop
// nests are not constructs.
func isPlannable(op *ir.Operation, schema *dsl.Schema) bool {
	if op.Dialect() != "omp" {
		return false
	}
	if _, planned := omplower.PlanOf(op); planned {
		return false
	}
	// The atomics inside omp.atomic.capture are parts of it, lowered with
	// it.
	if parent := op.ParentOp(); parent != nil && parent.Is(omp.AtomicCaptureOpName) {
		return false
	}
	return schema.HasConstruct(dsl.ConstructName(op.Name()))
}

// planAttrs converts an evaluated plan to the attributes of an
// omp_lower.plan. Guards were evaluated away, so every action is
// unguarded.
func planAttrs(ctx *ir.Context, p *dsl.Plan) omplower.Plan {
	out := omplower.Plan{Runtime: p.Runtime}
	for _, nv := range p.Properties {
		out.Properties = append(out.Properties, ir.NamedAttribute{Name: nv.Name, Value: valueAttr(ctx, nv.Value)})
	}
	actions := func(as []dsl.PlanAction) []omplower.ActionAttr {
		var list []omplower.ActionAttr
		for _, a := range as {
			args := make([]ir.Attribute, len(a.Args))
			for i, v := range a.Args {
				args[i] = valueAttr(ctx, v)
			}
			if a.Kind == dsl.ActionCall {
				list = append(list, omplower.NewCall(ctx, a.Name, args...))
			} else {
				list = append(list, omplower.NewEmit(ctx, a.Name, args...))
			}
		}
		return list
	}
	out.Pre, out.Invoke, out.Post = actions(p.Pre), actions(p.Invoke), actions(p.Post)
	return out
}

// valueAttr converts a resolved DSL value to the plan's expression
// attribute.
func valueAttr(ctx *ir.Context, v dsl.Value) ir.Attribute {
	switch v.Kind {
	case dsl.ValString:
		return ir.Str(v.Str)
	case dsl.ValInt:
		return omplower.Int(v.Int)
	case dsl.ValBool:
		return ir.BoolAttr(v.Bool)
	case dsl.ValNull:
		return omplower.NullExpr{}
	case dsl.ValVar:
		return omplower.Ident(v.Str)
	case dsl.ValList:
		elems := make([]ir.Attribute, len(v.Elems))
		for i, e := range v.Elems {
			elems[i] = valueAttr(ctx, e)
		}
		return ctx.ArrayAttr(elems)
	case dsl.ValForm:
		if v.Bare {
			return omplower.Ident(v.Str)
		}
		args := make([]ir.Attribute, len(v.Elems))
		for i, e := range v.Elems {
			args[i] = valueAttr(ctx, e)
		}
		return omplower.Call(ctx, v.Str, args...)
	}
	return omplower.NullExpr{}
}

// attrValue converts a plan expression attribute back to a DSL value;
// forms is the set of names that are forms when called (a call
// expression) rather than variables.
func attrValue(a ir.Attribute) dsl.Value {
	switch a := a.(type) {
	case ir.StringAttr:
		return dsl.Value{Kind: dsl.ValString, Str: a.Value}
	case ir.IntegerAttr:
		if a.AttrType() == ir.Type(ir.I1) {
			return dsl.Value{Kind: dsl.ValBool, Bool: a.Int64() != 0}
		}
		return dsl.Value{Kind: dsl.ValInt, Int: a.Int64()}
	case omplower.NullExpr:
		return dsl.Value{Kind: dsl.ValNull}
	case omplower.IdentExpr:
		return dsl.Value{Kind: dsl.ValVar, Str: a.Name}
	case *ir.ArrayAttr:
		v := dsl.Value{Kind: dsl.ValList}
		for _, e := range a.Elems() {
			v.Elems = append(v.Elems, attrValue(e))
		}
		return v
	case omplower.CallExpr:
		v := dsl.Value{Kind: dsl.ValForm, Str: a.Callee}
		for _, e := range a.Args.Elems() {
			v.Elems = append(v.Elems, attrValue(e))
		}
		return v
	}
	return dsl.Value{Kind: dsl.ValNull}
}

// planOf rebuilds the dsl.Plan an omp_lower.plan carries.
func planOf(p omplower.PlanOp) *dsl.Plan {
	out := &dsl.Plan{Runtime: p.Runtime(), Construct: dsl.ConstructName("omp." + p.Construct())}
	for _, na := range p.Properties() {
		out.Properties = append(out.Properties, dsl.NamedValue{Name: na.Name, Value: attrValue(na.Value)})
	}
	actions := func(as []omplower.ActionAttr) []dsl.PlanAction {
		var list []dsl.PlanAction
		for _, a := range as {
			pa := dsl.PlanAction{Kind: dsl.ActionCall, Name: a.Name}
			if a.Kind == omplower.EmitAction {
				pa.Kind = dsl.ActionEmit
			}
			for _, e := range a.ArgList() {
				pa.Args = append(pa.Args, attrValue(e))
			}
			list = append(list, pa)
		}
		return list
	}
	out.Pre, out.Invoke, out.Post = actions(p.Pre()), actions(p.Invoke()), actions(p.Post())
	return out
}

// OpClauses reports the clauses an omp op carries, by the clause names of
// the DSL schema (docs/dsl.md): what guards test.
func OpClauses(op *ir.Operation) dsl.ClauseMap {
	m := dsl.ClauseMap{}
	value := func(name string, v *ir.Value) {
		if v != nil {
			m[name] = dsl.ValueClause()
		}
	}
	list := func(name string, vs []*ir.Value) {
		if len(vs) > 0 {
			m[name] = dsl.ListClause()
		}
	}
	flag := func(name string, set bool) {
		if set {
			m[name] = dsl.BoolClause(true)
		}
	}
	enum := func(name, c string) {
		if c != "" {
			m[name] = dsl.EnumClause(c)
		}
	}
	collapse := func(nest omp.LoopNestOp) {
		if nest.Operation != nil {
			m["collapse"] = dsl.IntClause(int64(nest.NumLoops()))
		}
	}
	// Each clause is read through the view of the op that has it
	// (dialects/omp/ops.go); the shared ones through Clauses.
	c := omp.Clauses{Operation: op}
	value("if_clause", c.IfExpr())
	value("device", c.Device())
	value("thread_limit", c.ThreadLimit())
	flag("nowait", c.Nowait())
	list("reduction", c.ReductionVars())
	list("depend", c.DependVars())
	list("map", c.MapVars())
	switch op.Name() {
	case omp.ParallelOpName:
		o := omp.ParallelOp{Clauses: c}
		value("num_threads", o.NumThreads())
		enum("proc_bind", o.ProcBind())
	case omp.WsloopOpName:
		o := omp.WsloopOp{Clauses: c}
		value("chunk", o.ScheduleChunk())
		enum("schedule", o.ScheduleKind())
		enum("schedule_mod", o.ScheduleMod())
		_, ordered := o.Ordered()
		flag("ordered", ordered)
		collapse(o.LoopNest())
	case omp.DistributeOpName:
		o := omp.DistributeOp{Clauses: c}
		value("chunk", o.DistScheduleChunk())
		flag("dist_schedule", o.DistScheduleStatic())
		collapse(o.LoopNest())
	case omp.SimdOpName:
		if n, ok := (omp.SimdOp{Clauses: c}).Simdlen(); ok {
			m["simdlen"] = dsl.IntClause(n)
		}
	case omp.MaskedOpName:
		value("filter", omp.MaskedOp{Clauses: c}.Filter())
	case omp.TaskOpName:
		o := omp.TaskOp{Clauses: c}
		value("final", o.Final())
		value("priority", o.Priority())
		flag("untied", o.Untied())
		flag("mergeable", o.Mergeable())
	case omp.TeamsOpName:
		value("num_teams", omp.TeamsOp{Clauses: c}.NumTeamsUpper())
	case omp.SingleOpName:
		list("copyprivate", omp.SingleOp{Clauses: c}.CopyprivateVars())
	case omp.TaskgroupOpName:
		list("task_reduction", omp.TaskgroupOp{Clauses: c}.TaskReductionVars())
	case omp.TargetOpName:
		o := omp.TargetOp{Clauses: c}
		list("is_device_ptr", o.IsDevicePtrVars())
		list("has_device_addr", o.HasDeviceAddrVars())
	case omp.TargetDataOpName:
		o := omp.TargetDataOp{Clauses: c}
		list("use_device_ptr", o.UseDevicePtrVars())
		list("use_device_addr", o.UseDeviceAddrVars())
	default:
		if o, ok := omp.AsAtomic(op); ok {
			enum("memory_order", o.MemoryOrder())
			if h, ok := o.HintClause(); ok {
				m["hint"] = dsl.IntClause(h)
			}
		}
	}
	if c, ok := omp.AsCritical(op); ok && c.Name() != "" {
		m["name"] = dsl.StringClause(c.Name())
		if h := omp.CriticalHint(op, c.Name()); h != 0 {
			m["hint"] = dsl.IntClause(h)
		}
	}
	// private(...) holds private and firstprivate variables alike; the
	// privatizer each names says which.
	for _, sym := range c.PrivateSyms() {
		kind := "private"
		if priv, ok := omp.AsPrivate(ir.LookupNearestSymbolFrom(op, ir.SymbolRef(sym))); ok && priv.IsFirstprivate() {
			kind = "firstprivate"
		}
		m[kind] = dsl.ListClause()
	}
	return m
}

// constructOf returns the DSL construct name of a plan's construct
// attribute ("atomic.update" → "atomic_update").
func constructOf(p omplower.PlanOp) string {
	return strings.ReplaceAll(p.Construct(), ".", "_")
}

package omplowering

import (
	"errors"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/dialects/omplower"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
	"github.com/strata-ir/strata/passes"
)

// runState is what the plan pass shares between the emitters of one
// module: the ident_t descriptors already built, by content, and the
// module's symbol table, which declares the runtime functions
// (Emitter.declare).
type runState struct {
	idents  map[string]string
	symbols *ir.SymbolTableOf
}

// Run materializes every plan of the module, innermost first.
func (p *PlanPass) Run(module *ir.Operation, _ *passes.State) error {
	reg := DefaultRegistry()
	var plans []omplower.PlanOp
	module.Walk(ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		if pl, ok := omplower.AsPlan(op); ok {
			plans = append(plans, pl)
		}
		return ir.Advance
	})
	shared := &runState{idents: map[string]string{}}
	var errs []error
	for _, pl := range plans {
		if p.Runtime != "" && pl.Runtime() != p.Runtime {
			errs = append(errs, pl.Errorf("the plan is for runtime '%s', not '%s'", pl.Runtime(), p.Runtime))
			continue
		}
		if err := lowerPlan(reg, pl, shared); err != nil {
			errs = append(errs, err)
			continue
		}
		p.Lowered.Inc()
	}
	if len(errs) == 0 {
		eraseDeclarations(module)
		dropGtidMarks(module)
	}
	return errors.Join(errs...)
}

// dropGtidMarks removes the GtidArgAttr marks of the outlined microtasks
// once every plan is lowered: only this pass reads them.
func dropGtidMarks(module *ir.Operation) {
	module.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if !op.Is(llvm.FuncOpName) {
			return ir.Advance
		}
		if op.Attr(GtidArgAttr) != nil {
			op.RemoveAttr(GtidArgAttr)
		}
		return ir.Skip
	})
}

// eraseDeclarations removes the omp declarations (privatizers, critical
// names, reductions) once no omp construct is left to refer to them:
// they have no meaning in LLVM IR.
func eraseDeclarations(module *ir.Operation) {
	var decls []*ir.Operation
	left := false
	module.WalkAll(func(op *ir.Operation) {
		switch {
		case op.Is(omp.CriticalDeclareOpName), op.Is(omp.PrivateOpName), op.Is(omp.DeclareReductionOpName):
			decls = append(decls, op)
		case op.Dialect() == "omp" && !inDeclaration(op):
			left = true
		}
	})
	if left {
		return
	}
	for _, d := range decls {
		d.Erase()
	}
}

// inDeclaration reports whether op is inside an omp declaration's region
// (a privatizer's omp.yield, say).
func inDeclaration(op *ir.Operation) bool {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Is(omp.PrivateOpName) || p.Is(omp.DeclareReductionOpName) {
			return true
		}
	}
	return false
}

// lowerPlan replaces pl by its pre actions, the dispatch code outlining
// left in it, its invoke actions and its post actions.
func lowerPlan(reg *Registry, pl omplower.PlanOp, shared *runState) error {
	plan := planOf(pl)
	construct := pl.Wrapped()
	b := ir.NewBuilder(pl.Context())
	b.SetInsertionPointBefore(pl.Operation)
	target := construct
	if target == nil {
		target = pl.Operation
	}
	e := NewEmitter(b, target, plan)
	e.anchor = pl.Operation
	e.outlined = construct == nil
	e.shared = shared
	depends, err := bindOutlined(e, pl)
	if err != nil {
		return err
	}
	if construct != nil {
		e.clauses = clausesOf(construct)
	} else {
		e.clauses = clausesOfPlan(e, pl)
		e.clauses.dependVars = depends
	}
	bindClauses(e, plan.Construct, e.clauses)

	run := func(stage dsl.BlockKind, actions []dsl.PlanAction) error {
		e.Stage = stage
		for _, a := range actions {
			b.SetInsertionPointBefore(pl.Operation)
			if err := e.run(reg, a); err != nil {
				return err
			}
		}
		return nil
	}
	// The dispatch code outlining left goes first: pre actions such as
	// task_alloc use it.
	var dispatch []*ir.Operation
	for _, op := range opsOf(pl.Body()) {
		if op != construct {
			op.MoveBefore(pl.Operation)
			dispatch = append(dispatch, op)
		}
	}
	// Dispatch values no action used (env_size for a runtime that does
	// not take it, say) are dropped.
	defer func() {
		for _, op := range dispatch {
			if isConstantLike(op) && op.Block() != nil && op.Result(0).NumUses() == 0 {
				op.Erase()
			}
		}
	}()
	if err := run(dsl.Pre, plan.Pre); err != nil {
		return err
	}
	if err := run(dsl.Invoke, plan.Invoke); err != nil {
		return err
	}
	if err := run(dsl.Post, plan.Post); err != nil {
		return err
	}
	if construct != nil && construct.Block() == pl.Body() {
		if !e.bodyDone && construct.NumRegions() > 0 && !construct.Region(0).Empty() && !isEmptyBody(construct.Region(0)) {
			return e.Errorf("the plan left the body of '%s' in place: its invoke block needs an action that lowers the body (emit inline_body, say)", construct.Name())
		}
		construct.Erase()
	}
	pl.Erase()
	return nil
}

// isEmptyBody reports whether r holds only a terminator.
func isEmptyBody(r *ir.Region) bool {
	return r.NumBlocks() == 1 && r.First().NumOps() == 1 && r.First().First().IsTerminator()
}

// opsOf returns the ops of blk, a copy safe to mutate the block over.
func opsOf(blk *ir.Block) []*ir.Operation {
	var ops []*ir.Operation
	for op := range blk.Ops() {
		ops = append(ops, op)
	}
	return ops
}

// run performs one action.
func (e *Emitter) run(reg *Registry, a dsl.PlanAction) error {
	if a.Kind == dsl.ActionCall {
		args, err := e.Args(a.Args)
		if err != nil {
			return err
		}
		// The number of captures varies with the call site: a callee
		// that takes them is variadic after the arguments before them.
		fixed := -1
		for i, v := range a.Args {
			if _, isList := e.VarList(v.Str); v.Kind == dsl.ValVar && isList {
				fixed = i
				break
			}
		}
		_, err = e.CallVarArg(a.Name, args, fixed, nil)
		return err
	}
	prim, ok := reg.Lookup(a.Name)
	if !ok {
		return e.Errorf("unknown emit primitive '%s'", a.Name)
	}
	return prim.Emit(e, a.Args)
}

// dependBind is the BindAttr of the depend clause's variables, which
// outlining leaves in the plan for depend_array (a list; their kinds are
// in the plan's StaticClausesAttr).
const dependBind = "depend_vars"

// bindOutlined binds the values outlining marked in the plan's region
// (BindAttr) and drops the carrier bitcasts. It returns the depend
// clause's variables, which are no context variable of their own. A plan
// is IR a user may write or edit: a mark that is not a string, or on an
// op without one result, is an error.
func bindOutlined(e *Emitter, pl omplower.PlanOp) (depends []*ir.Value, err error) {
	lists := map[string][]*ir.Value{}
	var order []string
	for _, op := range opsOf(pl.Body()) {
		mark := op.Attr(BindAttr)
		if mark == nil {
			continue
		}
		name, ok := mark.(ir.StringAttr)
		if !ok {
			return nil, op.Errorf("the '%s' mark must be a string naming a context variable", BindAttr)
		}
		if op.NumResults() != 1 {
			return nil, op.Errorf("the '%s' mark '%s' marks an op with no single result", BindAttr, name.Value)
		}
		op.RemoveAttr(BindAttr)
		v := op.Result(0)
		if op.Is(llvm.BitcastOpName) && op.Operand(0).Type() == v.Type() {
			v = op.Operand(0)
			op.Erase()
		}
		if name.Value == dependBind {
			depends = append(depends, v)
			continue
		}
		if name.Value == "captures" {
			if _, seen := lists[name.Value]; !seen {
				order = append(order, name.Value)
			}
			lists[name.Value] = append(lists[name.Value], v)
			continue
		}
		e.SetVar(name.Value, v)
	}
	if _, ok := e.Var("body"); ok {
		// An outlined construct always has its capture list, maybe empty.
		if _, ok := lists["captures"]; !ok {
			order = append(order, "captures")
			lists["captures"] = nil
		}
	}
	for _, n := range order {
		e.SetVarList(n, lists[n])
	}
	return depends, nil
}

// clauseOperandVars are the context variables that hold clause operands,
// in the order clauseOperands returns them.
var clauseOperandVars = []string{"num_threads", "if_clause", "filter", "priority", "final", "num_teams", "thread_limit"}

// boundOperand is a clause operand and the context variable bound to it.
type boundOperand struct {
	name  string
	value *ir.Value
}

// clauseOperands returns the clause operands of construct op that are
// bound as context variables, read through the views of the ops that have
// them, in the order of clauseOperandVars.
func clauseOperands(op *ir.Operation) []boundOperand {
	var out []boundOperand
	add := func(name string, v *ir.Value) {
		if v != nil {
			out = append(out, boundOperand{name, v})
		}
	}
	if par, ok := omp.AsParallel(op); ok {
		add("num_threads", par.NumThreads())
	}
	add("if_clause", omp.Clauses{Operation: op}.IfExpr())
	if m, ok := omp.AsMasked(op); ok {
		add("filter", m.Filter())
	}
	if t, ok := omp.AsTask(op); ok {
		add("priority", t.Priority())
		add("final", t.Final())
	}
	if t, ok := omp.AsTeams(op); ok {
		add("num_teams", t.NumTeamsUpper())
		add("thread_limit", t.ThreadLimit())
	}
	return out
}

// StaticClausesAttr is the plan attribute where --omp-outline keeps the
// compile-time clauses of an outlined construct that the plan pass still
// needs (proc_bind, untied, mergeable, ...): a dictionary.
const StaticClausesAttr = "omp_lower.clauses"

// clauseInfo is what the plan pass knows of a construct's clauses: from
// the construct, or after outlining from the values and attribute
// outlining left.
type clauseInfo struct {
	operands map[string]*ir.Value
	static   map[string]ir.Attribute
	atomic   omp.AtomicOp
	// dependVars are the depend clause's variables; their kinds are
	// static["depend_kinds"].
	dependVars []*ir.Value
}

// staticClauses returns the compile-time clauses the plan pass reads.
func staticClauses(op *ir.Operation) []ir.NamedAttribute {
	var out []ir.NamedAttribute
	if par, ok := omp.AsParallel(op); ok && par.ProcBind() != "" {
		out = append(out, ir.NamedAttribute{Name: "proc_bind", Value: ir.Str(par.ProcBind())})
	}
	if task, ok := omp.AsTask(op); ok {
		if task.Untied() {
			out = append(out, ir.NamedAttribute{Name: "untied", Value: ir.Unit})
		}
		if task.Mergeable() {
			out = append(out, ir.NamedAttribute{Name: "mergeable", Value: ir.Unit})
		}
		if n := len(task.DependVars()); n > 0 {
			out = append(out, ir.NamedAttribute{Name: "depend", Value: ir.IntAttr(ir.I64, int64(n))})
		}
	}
	if c := (omp.Clauses{Operation: op}); c.DependKindsAttr() != nil && len(c.DependVars()) > 0 {
		out = append(out, ir.NamedAttribute{Name: "depend_kinds", Value: c.DependKindsAttr()})
	}
	return out
}

// clausesOf reads the clause information of a live construct.
func clausesOf(op *ir.Operation) clauseInfo {
	ci := clauseInfo{operands: map[string]*ir.Value{}, static: map[string]ir.Attribute{}}
	for _, c := range clauseOperands(op) {
		ci.operands[c.name] = c.value
	}
	for _, na := range staticClauses(op) {
		ci.static[na.Name] = na.Value
	}
	ci.atomic, _ = omp.AsAtomic(op)
	ci.dependVars = omp.Clauses{Operation: op}.DependVars()
	return ci
}

// clausesOfPlan reads what outlining left of the construct's clauses: the
// operands already bound from the plan's marks, the static attribute.
func clausesOfPlan(e *Emitter, pl omplower.PlanOp) clauseInfo {
	ci := clauseInfo{operands: map[string]*ir.Value{}, static: map[string]ir.Attribute{}}
	for _, name := range clauseOperandVars {
		if v, ok := e.Var(name); ok {
			ci.operands[name] = v
		}
	}
	if d, ok := pl.Attr(StaticClausesAttr).(*ir.DictionaryAttr); ok {
		for _, na := range d.Entries() {
			ci.static[na.Name] = na.Value
		}
	}
	return ci
}

// bindClauses binds the context variables that are the construct's clause
// operands, and the derived values (team_size, proc_bind_kind,
// task_flags) lazily, built where an action first uses them.
func bindClauses(e *Emitter, construct string, ci clauseInfo) {
	i32 := ir.IntType(32)
	for name, v := range ci.operands {
		want := ir.Type(nil)
		switch name {
		case "num_threads", "filter", "priority", "num_teams", "thread_limit":
			want = i32
		}
		v, name := v, name
		e.SetLazyVar(name, func() (*ir.Value, error) {
			if want == nil || v.Type() == want {
				return v, nil
			}
			return e.convert(v, want, name)
		})
	}
	loc := e.Construct.Loc()
	switch construct {
	case "parallel":
		pb, _ := ci.static["proc_bind"].(ir.StringAttr)
		kind := map[string]int64{"": 0, "primary": 2, "master": 2, "close": 3, "spread": 4}[pb.Value]
		e.SetLazyVar("proc_bind_kind", func() (*ir.Value, error) {
			return llvm.NewIntConstant(e.B, i32, kind, loc), nil
		})
		e.SetLazyVar("team_size", func() (*ir.Value, error) { return teamSize(e, ci) })
	case "teams":
		e.SetLazyVar("league_size", func() (*ir.Value, error) { return optionalI32(e, ci, "num_teams") })
		e.SetLazyVar("team_thread_limit", func() (*ir.Value, error) { return optionalI32(e, ci, "thread_limit") })
	case "task":
		e.SetLazyVar("task_flags", func() (*ir.Value, error) { return gompTaskFlags(e, ci) })
		e.SetLazyVar("kmp_task_flags", func() (*ir.Value, error) { return kmpTaskFlags(e, ci) })
	}
	if a := ci.atomic; a.Operation != nil && a.X() != nil {
		e.SetVar("x", a.X())
		if a.NumOperands() > 1 {
			if a.Is(omp.AtomicReadOpName) {
				e.SetVar("v", a.V())
			} else {
				e.SetVar("expr", a.Expr())
			}
		}
	}
}

// teamSize is GOMP_parallel's and pi_cl_team_fork's thread count:
// num_threads, or 0 (the runtime's default) without it; 1 when the if
// clause is false.
func teamSize(e *Emitter, ci clauseInfo) (*ir.Value, error) {
	i32 := ir.IntType(32)
	loc := e.Construct.Loc()
	var n *ir.Value
	if ci.operands["num_threads"] != nil {
		v, err := e.Arg(dsl.Value{Kind: dsl.ValVar, Str: "num_threads"}, i32)
		if err != nil {
			return nil, err
		}
		n = v
	} else {
		n = llvm.NewIntConstant(e.B, i32, 0, loc)
	}
	if cond := ci.operands["if_clause"]; cond != nil {
		one := llvm.NewIntConstant(e.B, i32, 1, loc)
		n = llvm.NewSelect(e.B, cond, n, one, loc).Result(0)
	}
	return n, nil
}

// optionalI32 is the clause operand name as an i32, or 0 (the runtime's
// default) when the construct has no such clause: num_teams and
// thread_limit as __kmpc_push_num_teams and GOMP_teams_reg take them.
func optionalI32(e *Emitter, ci clauseInfo, name string) (*ir.Value, error) {
	return i32OrZero(e, ci.operands[name], name)
}

// i32OrZero is v (the operand of clause name) as an i32, or 0 when v is
// nil: a count whose absence means the runtime's default.
func i32OrZero(e *Emitter, v *ir.Value, name string) (*ir.Value, error) {
	i32 := ir.IntType(32)
	if v == nil {
		return llvm.NewIntConstant(e.B, i32, 0, e.Construct.Loc()), nil
	}
	return e.convert(v, i32, name)
}

// gompTaskFlags is GOMP_task's flags word: untied 1, final 2 (when the
// final clause holds), mergeable 4, depend 8, priority 32.
func gompTaskFlags(e *Emitter, ci clauseInfo) (*ir.Value, error) {
	var flags int64
	if ci.static["untied"] != nil {
		flags |= 1
	}
	if ci.static["mergeable"] != nil {
		flags |= 4
	}
	if ci.static["depend"] != nil {
		flags |= 8
	}
	if ci.operands["priority"] != nil {
		flags |= 32
	}
	return withFinal(e, ci, flags, 2)
}

// kmpTaskFlags is libomp's task flags word: tied 1, final 2.
func kmpTaskFlags(e *Emitter, ci clauseInfo) (*ir.Value, error) {
	flags := int64(1)
	if ci.static["untied"] != nil {
		flags = 0
	}
	return withFinal(e, ci, flags, 2)
}

// withFinal returns flags | (final ? bit : 0).
func withFinal(e *Emitter, ci clauseInfo, flags, bit int64) (*ir.Value, error) {
	i32 := ir.IntType(32)
	loc := e.Construct.Loc()
	v := llvm.NewIntConstant(e.B, i32, flags, loc)
	if fin := ci.operands["final"]; fin != nil {
		two := llvm.NewIntConstant(e.B, i32, bit, loc)
		zero := llvm.NewIntConstant(e.B, i32, 0, loc)
		bit := llvm.NewSelect(e.B, fin, two, zero, loc).Result(0)
		v = llvm.NewBinary(e.B, llvm.OrOpName, v, bit, llvm.OverflowNone, loc).Result(0)
	}
	return v, nil
}

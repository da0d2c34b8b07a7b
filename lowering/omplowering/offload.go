package omplowering

import (
	"errors"
	"fmt"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
	"github.com/strata-ir/strata/passes"
)

// The offload lowering (docs/offload.md): the ops of the offload dialect
// become calls of an offload runtime's ABI, as the runtime's spec
// declares them per op (`construct offload_launch { ... }`), with the
// machinery of the OpenMP lowering: the same DSL, evaluator, emitter
// and primitives. What is OpenMP's and not a runtime's is done here for
// every runtime: an `if` clause that is false skips the data ops and
// runs a launch's host fallback; a data environment that belongs to a
// launch (the target construct's own) is mapped by the kernel call, as
// libomptarget's target entry points do, so its begin and end are the
// spec's `when for_launch` declarations (usually empty); registration
// (requires flags, the entries table) runs in a global constructor.

// DefaultOffloadRuntime is the offload runtime when none is named.
const DefaultOffloadRuntime = "libomptarget"

// OffloadPass is --offload-to-runtime.
type OffloadPass struct {
	Runtime string           `option:"runtime" help:"The offload runtime (libomptarget, libomptarget_legacy, or one the spec declares)"`
	DSL     string           `option:"dsl" help:"The lowering spec file (default: the specs built into the binary)"`
	Lowered passes.Statistic `stat:"ops-lowered" help:"Number of offload ops lowered to runtime calls"`
}

// Info names the pass.
func (*OffloadPass) Info() passes.Info {
	return passes.Info{
		Argument: "offload-to-runtime",
		Name:     "OffloadToRuntime",
		Summary:  "Lower the offload dialect to the calls of an offload runtime's ABI, as its DSL spec declares them",
		Description: "Reads the lowering spec (dsl, default the built-in specs) for the offload runtime " +
			"(runtime, default libomptarget) and replaces every offload op in llvm.func by the spec's " +
			"actions for it; registers the requires flags and the entries table in a global constructor. " +
			"Run it after convert-to-llvm.",
		Anchor: "builtin.module",
	}
}

// Run lowers every offload op of the module.
func (p *OffloadPass) Run(module *ir.Operation, _ *passes.State) error {
	runtime := p.Runtime
	if runtime == "" {
		runtime = DefaultOffloadRuntime
	}
	reg := DefaultRegistry()
	sp, err := loadSpec(p.DSL, runtime, reg)
	if err != nil {
		return specError(module, err)
	}
	l := &offloadLowering{reg: reg, sp: sp, shared: &runState{idents: map[string]string{}}, module: module}
	var ops []*ir.Operation
	module.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Dialect() == "offload" && !op.Is(offload.MapOpName) && !op.Is(offload.EntriesOpName) {
			ops = append(ops, op)
		}
		return ir.Advance
	})
	var errs []error
	for _, op := range ops {
		if err := l.lower(op); err != nil {
			errs = append(errs, err)
			continue
		}
		p.Lowered.Inc()
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	if err := l.register(); err != nil {
		return err
	}
	// The ops are replaced; erase them users first (data_end before its
	// data_begin), then the map entries and the entries table.
	for i := len(ops) - 1; i >= 0; i-- {
		ops[i].Erase()
	}
	var rest []*ir.Operation
	module.Walk(ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(offload.MapOpName) || op.Is(offload.EntriesOpName) {
			rest = append(rest, op)
		}
		return ir.Advance
	})
	// Members name their parent: erase them first (the walk met the
	// parents first).
	for i := len(rest) - 1; i >= 0; i-- {
		rest[i].Erase()
	}
	module.RemoveAttr(offload.RequiresAttrName)
	return nil
}

// offloadLowering is one run of the pass.
type offloadLowering struct {
	reg    *Registry
	sp     *spec
	shared *runState
	module *ir.Operation
}

// offloadOp is what the lowering reads of any offload op through the
// dialect's views.
type offloadOp struct {
	device, cond *ir.Value
	maps         []*ir.Value
	depends      []offload.Depend
	nowait       bool
}

// readOffloadOp reads op's clauses.
func readOffloadOp(op *ir.Operation) offloadOp {
	var o offloadOp
	if v, ok := offload.AsDataBegin(op); ok {
		o.device, o.cond, o.maps = v.Device(), v.If(), v.Maps()
	}
	if v, ok := offload.AsDataEnd(op); ok {
		b := v.Begin()
		o.device, o.cond, o.maps = b.Device(), b.If(), b.Maps()
	}
	if v, ok := offload.AsDataMotion(op); ok {
		o.device, o.cond, o.maps, o.depends, o.nowait = v.Device(), v.If(), v.Maps(), v.Depends(), v.Nowait()
	}
	if v, ok := offload.AsLaunch(op); ok {
		o.device, o.cond, o.maps, o.depends, o.nowait = v.Device(), v.If(), v.Args(), v.Depends(), v.Nowait()
	}
	if v, ok := offload.AsTranslate(op); ok {
		o.device = v.Device()
	}
	if v, ok := offload.AsDeviceAddr(op); ok {
		if b, ok := offload.AsDataBegin(v.Env().DefiningOp()); ok {
			o.device = b.Device()
		}
	}
	return o
}

// offloadClauses reports the clauses of an offload op by the schema's
// names, for the spec's guards.
func offloadClauses(op *ir.Operation) dsl.ClauseMap {
	m := dsl.ClauseMap{}
	o := readOffloadOp(op)
	if o.cond != nil {
		m["if_clause"] = dsl.ValueClause()
	}
	if o.device != nil {
		m["device"] = dsl.ValueClause()
	}
	if len(o.maps) > 0 {
		m["map"] = dsl.ListClause()
	}
	if len(o.depends) > 0 {
		m["depend"] = dsl.ListClause()
	}
	if o.nowait {
		m["nowait"] = dsl.BoolClause(true)
	}
	if l, ok := offload.AsLaunch(op); ok {
		if l.NumTeams() != nil {
			m["num_teams"] = dsl.ValueClause()
		}
		if l.ThreadLimit() != nil {
			m["thread_limit"] = dsl.ValueClause()
		}
	}
	if db, ok := offload.AsDataBegin(op); ok {
		m["for_launch"] = dsl.BoolClause(launchOf(db.Env()) != nil)
	}
	if de, ok := offload.AsDataEnd(op); ok {
		m["for_launch"] = dsl.BoolClause(launchOf(de.Env()) != nil)
	}
	return m
}

// launchOf returns the launch whose environment env is, nil when env
// belongs to a target data construct.
func launchOf(env *ir.Value) *ir.Operation {
	for u := range env.Uses() {
		if u.Owner().Is(offload.LaunchOpName) {
			return u.Owner()
		}
	}
	return nil
}

// lower replaces one offload op by its spec's actions.
func (l *offloadLowering) lower(op *ir.Operation) error {
	if op.ParentOfKind(llvm.FuncOpName) == nil {
		return op.Errorf("must be inside an llvm.func to be lowered (run --convert-to-llvm first)")
	}
	construct := dsl.ConstructName(op.Name())
	plan, err := dsl.Evaluate(l.sp.file, l.sp.schema, l.sp.runtime, construct, offloadClauses(op))
	if err != nil {
		var nd *dsl.NoDeclarationError
		if errors.As(err, &nd) {
			return nd.OpDiagnostic(op.Name(), op.Loc())
		}
		return located(op, err)
	}
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPointBefore(op)
	e := NewEmitter(b, op, plan)
	e.anchor = op
	e.shared = l.shared
	e.clauses = clauseInfo{operands: map[string]*ir.Value{}, static: map[string]ir.Attribute{}}
	l.bind(e, op)

	// if(false): the data ops do nothing, a launch runs its host
	// fallback. The actions go in the branch where it holds.
	if cond := readOffloadOp(op).cond; cond != nil {
		head, cont := e.SplitBlock()
		then := ir.NewBlock(nil, nil)
		otherwise := ir.NewBlock(nil, nil)
		head.Parent().InsertAfter(head, then)
		head.Parent().InsertAfter(then, otherwise)
		b.SetInsertionPointToEnd(head)
		llvm.NewCondBr(b, cond, then, nil, otherwise, nil, op.Loc())
		b.SetInsertionPointToEnd(otherwise)
		if la, ok := offload.AsLaunch(op); ok {
			if err := callHostFallback(e, la); err != nil {
				return err
			}
		}
		llvm.NewBr(b, cont, nil, op.Loc())
		b.SetInsertionPointToEnd(then)
		br := llvm.NewBr(b, cont, nil, op.Loc())
		// Actions build before the branch; the op moves there so that
		// SplitBlock and friends split the right block.
		op.MoveBefore(br)
	}
	for _, stage := range []struct {
		kind    dsl.BlockKind
		actions []dsl.PlanAction
	}{{dsl.Pre, plan.Pre}, {dsl.Invoke, plan.Invoke}, {dsl.Post, plan.Post}} {
		e.Stage = stage.kind
		for _, a := range stage.actions {
			b.SetInsertionPointBefore(op)
			if err := e.run(l.reg, a); err != nil {
				return err
			}
		}
	}
	// A result the actions did not replace (a data_begin's environment,
	// used only by offload ops) must not be used by anything else.
	for _, r := range op.Results() {
		for u := range r.Uses() {
			if u.Owner().Dialect() != "offload" {
				return op.Errorf("the spec's actions for '%s' (runtime '%s') left its result in use by '%s'", op.Name(), l.sp.runtime, u.Owner().Name())
			}
		}
	}
	return nil
}

// bind binds the context variables of an offload op that need no
// action: the device number, the depend clause, and a launch's kernel,
// league size and thread limit.
func (l *offloadLowering) bind(e *Emitter, op *ir.Operation) {
	loc := op.Loc()
	i64 := ir.IntType(64)
	o := readOffloadOp(op)
	dev := o.device
	e.SetLazyVar("device_id", func() (*ir.Value, error) {
		if dev == nil {
			return llvm.NewIntConstant(e.B, i64, -1, loc), nil
		}
		return e.convert(dev, i64, "device")
	})
	// The depend clause as depend_array reads it (omp's kinds).
	if len(o.depends) > 0 {
		kinds := make([]ir.Attribute, len(o.depends))
		vars := make([]*ir.Value, len(o.depends))
		for i, d := range o.depends {
			kinds[i] = omp.Enum("clause_task_depend", "taskdepend"+d.Kind)
			vars[i] = d.Var
		}
		e.clauses.dependVars = vars
		e.clauses.static["depend_kinds"] = op.Context().ArrayAttr(kinds)
	}
	la, ok := offload.AsLaunch(op)
	if !ok {
		return
	}
	optional := func(v *ir.Value, name string) func() (*ir.Value, error) {
		return func() (*ir.Value, error) { return i32OrZero(e, v, name) }
	}
	e.SetLazyVar("league_size", optional(la.NumTeams(), "num_teams"))
	e.SetLazyVar("team_thread_limit", optional(la.ThreadLimit(), "thread_limit"))
	e.SetLazyVar("kernel", func() (*ir.Value, error) {
		return llvm.NewAddressOf(e.B, la.HostFallback(), loc).Result(0), nil
	})
}

// callHostFallback calls a launch's host version with the host
// addresses of its map arguments and its values.
func callHostFallback(e *Emitter, la offload.LaunchOp) error {
	var args []*ir.Value
	for _, a := range la.Args() {
		if m, ok := offload.AsMap(a.DefiningOp()); ok && a.Type() == (offload.MapType{}) {
			args = append(args, m.Base())
			continue
		}
		args = append(args, a)
	}
	types := make([]ir.Type, len(args))
	for i, a := range args {
		types[i] = a.Type()
	}
	ft := llvm.Func(e.B.Ctx, nil, types, false)
	if err := e.declare(la.HostFallback(), ft); err != nil {
		return err
	}
	llvm.NewCall(e.B, la.HostFallback(), ft, args, la.Loc())
	return nil
}

// register emits the module's global constructor that registers the
// requires flags and the entries table (the spec's offload_register), and
// adds it to llvm.mlir.global_ctors.
func (l *offloadLowering) register() error {
	entries, hasEntries := offload.ModuleEntries(l.module)
	_, hasRequires := l.module.Attr(offload.RequiresAttrName).(offload.RequiresAttr)
	if !hasEntries && !hasRequires {
		return nil
	}
	loc := l.module.Loc()
	if hasEntries {
		loc = entries.Loc()
	}
	m := dsl.ClauseMap{"requires": dsl.ValueClause()}
	if hasEntries && len(entries.Entries()) > 0 {
		m["entries"] = dsl.ListClause()
	}
	plan, err := dsl.Evaluate(l.sp.file, l.sp.schema, l.sp.runtime, "offload_register", m)
	if err != nil {
		var nd *dsl.NoDeclarationError
		if errors.As(err, &nd) {
			return nd.OpDiagnostic("offload registration", loc)
		}
		return err
	}
	if len(plan.Pre)+len(plan.Invoke)+len(plan.Post) == 0 {
		return nil // nothing to register
	}
	name := uniqueSymbol(l.module, ".omp_offloading.register")
	b := ir.NewBuilder(l.module.Context())
	b.SetInsertionPointToEnd(l.module.Region(0).First())
	fn := llvm.NewFunc(b, name, llvm.Func(b.Ctx, nil, nil, false), llvm.Internal, loc)
	body := fn.Region(0).AddBlock(nil, nil)
	b.SetInsertionPointToEnd(body)
	ret := llvm.NewReturn(b, nil, loc)
	e := NewEmitter(b, ret, plan)
	e.anchor = ret
	e.shared = l.shared
	e.clauses = clauseInfo{operands: map[string]*ir.Value{}, static: map[string]ir.Attribute{}}
	flags := requiresABI(offload.ModuleRequires(l.module))
	e.SetLazyVar("requires_flags", func() (*ir.Value, error) {
		return llvm.NewIntConstant(e.B, ir.IntType(64), flags, loc), nil
	})
	e.offloadEntries = entries
	for _, acts := range [][]dsl.PlanAction{plan.Pre, plan.Invoke, plan.Post} {
		for _, a := range acts {
			b.SetInsertionPointBefore(ret)
			if err := e.run(l.reg, a); err != nil {
				return err
			}
		}
	}
	return addGlobalCtor(l.module, name, 0, loc)
}

// requiresABI is libomptarget's numbering of the requires flags: none
// 0x1 (a unit that says nothing still registers, so that units can be
// checked for consistency), reverse_offload 0x2, unified_address 0x4,
// unified_shared_memory 0x8, dynamic_allocators 0x10. self_maps has no
// bit there; it implies unified shared memory.
func requiresABI(f offload.RequiresFlags) int64 {
	var n int64
	if f&offload.RequiresReverseOffload != 0 {
		n |= 0x2
	}
	if f&offload.RequiresUnifiedAddress != 0 {
		n |= 0x4
	}
	if f&(offload.RequiresUnifiedSharedMemory|offload.RequiresSelfMaps) != 0 {
		n |= 0x8
	}
	if f&offload.RequiresDynamicAllocators != 0 {
		n |= 0x10
	}
	if n == 0 {
		n = 0x1
	}
	return n
}

// addGlobalCtor appends fn to the module's llvm.mlir.global_ctors,
// creating the op when the module has none.
func addGlobalCtor(module *ir.Operation, fn string, priority int64, loc ir.Location) error {
	ctx := module.Context()
	for op := range module.Region(0).First().Ops() {
		if op.Is(llvm.GlobalCtorsOpName) {
			fns, _ := op.Attr("ctors").(*ir.ArrayAttr)
			prios, _ := op.Attr(llvm.PrioritiesAttr).(*ir.ArrayAttr)
			if fns == nil || prios == nil {
				return op.Errorf("malformed llvm.mlir.global_ctors")
			}
			op.SetAttr("ctors", ctx.ArrayAttr(append(append([]ir.Attribute(nil), fns.Elems()...), ir.SymbolRef(fn))))
			op.SetAttr(llvm.PrioritiesAttr, ctx.ArrayAttr(append(append([]ir.Attribute(nil), prios.Elems()...), ir.IntAttr(ir.IntType(32), priority))))
			return nil
		}
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(module.Region(0).First())
	b.Create(ir.OperationState{Name: llvm.GlobalCtorsOpName, Loc: loc, Attributes: []ir.NamedAttribute{
		{Name: "ctors", Value: ctx.ArrayAttr([]ir.Attribute{ir.SymbolRef(fn)})},
		{Name: llvm.PrioritiesAttr, Value: ctx.ArrayAttr([]ir.Attribute{ir.IntAttr(ir.IntType(32), priority)})},
	}})
	return nil
}

// uniqueSymbol returns base, or base.N, that no symbol of module has.
func uniqueSymbol(module *ir.Operation, base string) string {
	name := base
	for i := 1; lookupSymbol(module, name) != nil; i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	return name
}

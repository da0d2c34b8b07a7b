package omplowering

import (
	"errors"
	"fmt"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/dialects/omplower"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// BindAttr marks the ops that outlining leaves in a plan's region for
// --omp-lower-plan: the value of a marked op (or, for a pointer-to-pointer
// llvm.bitcast, its operand, the bitcast being only the carrier) is bound
// to the context variable the attribute names. Several ops marked
// "captures" make a list, in order.
const BindAttr = "omp_lower.bind"

// GtidArgAttr marks a microtask --omp-outline made whose signature has a
// ptr_tid parameter: its value (an i64) is the index of that parameter,
// the `i32*` global thread id the runtime passes to the microtask
// (libomp's __kmpc_fork_call passes it first). --omp-lower-plan reads the
// global thread id of the constructs inside the function from it instead
// of asking the runtime again (global_tid), and drops the mark when no
// plan is left.
const GtidArgAttr = "omp_lower.gtid_arg"

// Run outlines the planned constructs, innermost first, so that a nested
// parallel region is outlined into the function of the region around it.
func (p *OutlinePass) Run(module *ir.Operation, _ *passes.State) error {
	var plans []omplower.PlanOp
	module.Walk(ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		if pl, ok := omplower.AsPlan(op); ok && pl.Wrapped() != nil {
			if form, ok := outlineForm(pl); ok && form != "none" {
				plans = append(plans, pl)
			}
		}
		return ir.Advance
	})
	var errs []error
	for _, pl := range plans {
		if p.Runtime != "" && pl.Runtime() != p.Runtime {
			errs = append(errs, pl.Errorf("the plan is for runtime '%s', not '%s'", pl.Runtime(), p.Runtime))
			continue
		}
		if err := outline(pl); err != nil {
			errs = append(errs, err)
			continue
		}
		p.Outlined.Inc()
	}
	return errors.Join(errs...)
}

// outlineForm returns the name of the plan's outline_signature form.
func outlineForm(pl omplower.PlanOp) (string, bool) {
	switch v := pl.Property("outline_signature").(type) {
	case omplower.CallExpr:
		return v.Callee, true
	case omplower.IdentExpr:
		return v.Name, true
	}
	return "", false
}

// outlineParams returns the parameter words of a microtask(...) form.
func outlineParams(pl omplower.PlanOp) []string {
	call, ok := pl.Property("outline_signature").(omplower.CallExpr)
	if !ok {
		return nil
	}
	var out []string
	for _, a := range call.Args.Elems() {
		if id, ok := a.(omplower.IdentExpr); ok {
			out = append(out, id.Name)
		}
	}
	return out
}

// stringProperty returns a string property of the plan, def when unset.
func stringProperty(pl omplower.PlanOp, name, def string) string {
	if s, ok := pl.Property(name).(ir.StringAttr); ok {
		return s.Value
	}
	return def
}

// capture is a value the region uses but does not define, and how the
// outlined function receives it.
type capture struct {
	value *ir.Value
	// byValue captures are loaded at the dispatch site from a pointer
	// (firstprivate variables, copied when the construct starts).
	byValue bool
	// priv is the privatizer of a firstprivate capture.
	priv omp.PrivateOp
}

// outliner carries the state of outlining one construct.
type outliner struct {
	plan      omplower.PlanOp
	construct *ir.Operation
	b         *ir.Builder
	loc       ir.Location
	form      string
	packed    bool
	captures  []capture
}

// outline moves the body of the construct pl wraps into a new function and
// leaves the dispatch values in pl's region, marked with BindAttr.
func outline(pl omplower.PlanOp) error {
	w := pl.Wrapped()
	form, _ := outlineForm(pl)
	o := &outliner{plan: pl, construct: w, b: ir.NewBuilder(w.Context()), loc: w.Loc(), form: form}
	switch form {
	case "closure", "task_entry":
		o.packed = stringProperty(pl, "capture_strategy", "packed") == "packed"
	case "microtask":
		o.packed = stringProperty(pl, "capture_strategy", "by_pointer") == "packed"
	default:
		return w.Errorf("unknown outline_signature '%s' (runtime '%s')", form, pl.Runtime())
	}
	if w.Is(omp.ParallelOpName) || w.Is(omp.TeamsOpName) {
		// A parallel (or teams) reduction becomes explicit in the region (a private
		// partial, combined before the region ends), so that outlining
		// captures only the shared variable (loop_reduction.go).
		if err := lowerRegionReductions(w, planOf(pl)); err != nil {
			return err
		}
	}
	if len(omp.Clauses{Operation: w}.ReductionVars()) > 0 && !w.Is(omp.WsloopOpName) {
		return w.Errorf("reductions on '%s' are not supported by the outlining yet (runtime '%s')", w.Name(), pl.Runtime())
	}
	if o.packed && form == "microtask" && len(outlineParams(pl)) == 0 {
		return w.Errorf("a packed microtask needs 'captures' among its parameters")
	}
	privates, err := o.privatizers()
	if err != nil {
		return err
	}
	o.collectCaptures(privates)

	parent := w.ParentOfKind(llvm.FuncOpName)
	if parent == nil {
		return w.Errorf("must be inside an llvm.func to be outlined (run --convert-to-llvm first, or --omp-lower-to-llvm, which does it all)")
	}
	fn, err := o.buildFunction(parent, privates)
	if err != nil {
		return err
	}
	o.buildDispatch(parent, fn)
	return nil
}

// privatizer is one private(...) entry: the privatizer and the original
// variable.
type privatizer struct {
	op   omp.PrivateOp
	orig *ir.Value
}

// privatizers returns the private clause's entries, in the order of the
// region's entry block arguments.
func (o *outliner) privatizers() ([]privatizer, error) {
	c := omp.Clauses{Operation: o.construct}
	vars, syms := c.PrivateVars(), c.PrivateSyms()
	var out []privatizer
	for i, sym := range syms {
		priv, ok := omp.AsPrivate(ir.LookupNearestSymbolFrom(o.construct, ir.SymbolRef(sym)))
		if !ok {
			return nil, o.construct.Errorf("'@%s' is not a privatizer", sym)
		}
		out = append(out, privatizer{op: priv, orig: vars[i]})
	}
	return out, nil
}

// isConstantLike reports whether op is a constant the outlined function
// can recompute rather than receive.
func isConstantLike(op *ir.Operation) bool {
	if op == nil || op.NumOperands() != 0 || op.NumRegions() != 0 || op.NumResults() != 1 {
		return false
	}
	switch op.Name() {
	case llvm.ConstantOpName, llvm.NullOpName, llvm.ZeroOpName, llvm.UndefOpName, "arith.constant":
		return true
	case llvm.AddressOfOpName:
		// The address of a thread_local global is the copy of the thread
		// that computes it: the region must receive the encountering
		// thread's (copyin reads it).
		ref, ok := op.Attr(llvm.GlobalNameAttr).(ir.SymbolRefAttr)
		if !ok {
			return false
		}
		g := ir.LookupNearestSymbolFrom(op, ref)
		return g == nil || !g.HasAttr(llvm.ThreadLocalAttr)
	}
	return false
}

// collectCaptures finds the values the region uses but does not define,
// in order of first use; constants are not captured (the function
// recomputes them). Firstprivate originals are captured by value.
func (o *outliner) collectCaptures(privates []privatizer) {
	region := o.construct.Region(0)
	seen := map[*ir.Value]bool{}
	for _, p := range privates {
		if p.op.IsFirstprivate() {
			if !seen[p.orig] {
				seen[p.orig] = true
				o.captures = append(o.captures, capture{value: p.orig, byValue: true, priv: p.op})
			}
		}
	}
	o.construct.WalkNested(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		for _, v := range op.Operands() {
			if seen[v] || definedIn(v, region) || isConstantLike(v.DefiningOp()) {
				continue
			}
			seen[v] = true
			o.captures = append(o.captures, capture{value: v})
		}
		return ir.Advance
	})
}

// definedIn reports whether v is defined inside region.
func definedIn(v *ir.Value, region *ir.Region) bool {
	r := v.ParentRegion()
	return r != nil && region.IsAncestor(r)
}

// captureType returns how a capture travels: its value's type, or for a
// by-value capture the privatized type.
func (c capture) captureType() ir.Type {
	if c.byValue {
		return c.priv.Type()
	}
	return c.value.Type()
}

// envType returns the packed capture structure.
func (o *outliner) envType() llvm.StructType {
	fields := make([]ir.Type, len(o.captures))
	for i, c := range o.captures {
		fields[i] = c.captureType()
	}
	return llvm.LiteralStruct(o.b.Ctx, fields, false)
}

// passedByPointer reports whether a by_pointer capture goes through a
// stack slot (every non-pointer value) rather than as itself.
func (c capture) passedByPointer() bool {
	return c.byValue || c.captureType() != ir.Type(llvm.Ptr)
}

// signature returns the outlined function's type and, per parameter,
// what it carries ("tid", "btid", "env", "capture", "task").
func (o *outliner) signature() (llvm.FuncType, []string) {
	ctx := o.b.Ctx
	var params []ir.Type
	var roles []string
	result := ir.Type(llvm.Void)
	switch o.form {
	case "closure":
		params, roles = []ir.Type{llvm.Ptr}, []string{"env"}
	case "task_entry":
		params, roles = []ir.Type{ir.IntType(32), llvm.Ptr}, []string{"gtid", "task"}
		result = ir.IntType(32)
	case "microtask":
		for _, p := range outlineParams(o.plan) {
			switch p {
			case "ptr_tid":
				params, roles = append(params, llvm.Ptr), append(roles, "tid")
			case "ptr_btid":
				params, roles = append(params, llvm.Ptr), append(roles, "btid")
			case "captures":
				if o.packed {
					params, roles = append(params, llvm.Ptr), append(roles, "env")
					continue
				}
				for range o.captures {
					params, roles = append(params, llvm.Ptr), append(roles, "capture")
				}
			}
		}
	}
	return llvm.Func(ctx, result, params, false), roles
}

// uniqueName returns base, or base.N, free in the module.
func uniqueName(module *ir.Operation, base string) string {
	name := base
	for i := 1; lookupSymbol(module, name) != nil; i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	return name
}

// buildFunction creates the outlined function after parent and moves the
// construct's body into it.
func (o *outliner) buildFunction(parent *ir.Operation, privates []privatizer) (*ir.Operation, error) {
	module := parent.ParentOp()
	parentName, _ := ir.SymbolName(parent)
	suffix := ".omp_outlined"
	if o.construct.Is(omp.TaskOpName) {
		suffix = ".omp_task_entry"
	}
	name := uniqueName(module, parentName+suffix)
	ft, roles := o.signature()
	b := o.b
	b.SetInsertionPointAfter(parent)
	fn := llvm.NewFunc(b, name, ft, llvm.Internal, o.loc)
	// noalias is sound on the environment and on the slots made for
	// by_pointer captures: each is a fresh stack object only read
	// through this argument. Captured pointers passed as themselves may
	// alias each other and get nothing.
	argAttrs := make([]ir.Attribute, len(ft.Params()))
	noalias := b.Ctx.DictionaryAttr([]ir.NamedAttribute{{Name: llvm.NoAliasAttr, Value: ir.Unit}})
	none := b.Ctx.DictionaryAttr(nil)
	ci := 0
	for i, r := range roles {
		argAttrs[i] = none
		switch r {
		case "env":
			argAttrs[i] = noalias
		case "capture":
			if o.captures[ci].passedByPointer() {
				argAttrs[i] = noalias
			}
			ci++
		}
	}
	fn.SetAttr(llvm.ArgAttrsAttr, b.Ctx.ArrayAttr(argAttrs))
	for i, r := range roles {
		if r == "tid" {
			fn.SetAttr(GtidArgAttr, ir.IntAttr(ir.I64, int64(i)))
			break
		}
	}

	body := fn.Region(0)
	body.TakeBody(o.construct.Region(0))
	oldEntry := body.First()
	locs := make([]ir.Location, len(ft.Params()))
	for i := range locs {
		locs[i] = o.loc
	}
	entry := ir.NewBlock(ft.Params(), locs)
	body.InsertBefore(oldEntry, entry)
	b.SetInsertionPointToEnd(entry)

	// The captures, as the function sees them.
	var env *ir.Value
	var captureArgs []*ir.Value
	for i, r := range roles {
		switch r {
		case "env":
			env = entry.Argument(i)
		case "capture":
			captureArgs = append(captureArgs, entry.Argument(i))
		case "task":
			// kmp_task_t starts with the pointer to its shareds, where
			// task_alloc copied the environment.
			env = llvm.NewLoad(b, llvm.Ptr, entry.Argument(i), 8, false, o.loc).Result(0)
		}
	}
	envT := o.envType()
	inside := make([]*ir.Value, len(o.captures))
	for i, c := range o.captures {
		t := c.captureType()
		if o.packed {
			addr := llvm.NewGEP(b, envT, env, []llvm.GEPIndex{{Const: 0}, {Const: int32(i)}}, o.loc).Result(0)
			inside[i] = llvm.NewLoad(b, t, addr, 0, false, o.loc).Result(0)
		} else if c.passedByPointer() {
			inside[i] = llvm.NewLoad(b, t, captureArgs[i], 0, false, o.loc).Result(0)
		} else {
			inside[i] = captureArgs[i]
		}
	}
	// Constants the body uses are recomputed.
	consts := map[*ir.Value]*ir.Value{}
	fn.WalkNested(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		for _, v := range op.Operands() {
			if def := v.DefiningOp(); isConstantLike(def) && !fn.IsAncestor(def) && consts[v] == nil {
				save := b.InsertionPoint()
				b.SetInsertionPointToStart(entry)
				consts[v] = b.Clone(def, ir.NewMapping()).Result(0)
				b.SetInsertionPoint(save)
			}
		}
		return ir.Advance
	})
	inFn := func(u *ir.OpOperand) bool { return fn.IsAncestor(u.Owner()) }
	for v, c := range consts {
		v.ReplaceUsesWithIf(c, inFn)
	}
	for i, c := range o.captures {
		if !c.byValue {
			c.value.ReplaceUsesWithIf(inside[i], inFn)
		}
	}
	// Private copies: fresh storage, initialized by the privatizer's init
	// region, or from the value captured at the dispatch for firstprivate.
	var privs []*ir.Value
	for _, p := range privates {
		v, err := o.materializePrivate(p, inside)
		if err != nil {
			return nil, err
		}
		privs = append(privs, v)
	}
	if oldEntry.NumArguments() != len(privs) {
		return nil, o.construct.Errorf("'%s' has %d entry block arguments, expected %d (one per private variable)", o.construct.Name(), oldEntry.NumArguments(), len(privs))
	}
	llvm.NewBr(b, oldEntry, privs, o.loc)

	// The construct's terminators return.
	for _, blk := range body.Blocks() {
		t := blk.Last()
		if t == nil || !t.Is(omp.TerminatorOpName) {
			continue
		}
		b.SetInsertionPointBefore(t)
		if err := runDeallocs(b, privates, privs); err != nil {
			return nil, err
		}
		var results []*ir.Value
		if ft.Result != ir.Type(llvm.Void) {
			results = []*ir.Value{llvm.NewIntConstant(b, ft.Result, 0, t.Loc())}
		}
		llvm.NewReturn(b, results, t.Loc())
		t.Erase()
	}
	return fn, nil
}

// materializePrivate makes the private copy of p at the builder: an
// alloca of the privatizer's type, run through its init region, and for
// a firstprivate the value captured at the dispatch stored into it.
func (o *outliner) materializePrivate(p privatizer, inside []*ir.Value) (*ir.Value, error) {
	b := o.b
	one := llvm.NewIntConstant(b, ir.IntType(64), 1, o.loc)
	slot := llvm.NewAlloca(b, p.op.Type(), one, 0, o.loc).Result(0)
	if init := p.op.InitRegion(); !init.Empty() {
		var mold *ir.Value
		for i, c := range o.captures {
			if c.value == p.orig && !c.byValue {
				mold = inside[i]
			}
		}
		if mold == nil {
			mold = llvm.NewNull(b, o.loc).Result(0)
		}
		v, err := inlineYieldingRegion(b, init, []*ir.Value{mold, slot})
		if err != nil {
			return nil, p.op.Errorf("%v", err)
		}
		slot = v
	}
	if p.op.IsFirstprivate() {
		for i, c := range o.captures {
			if c.byValue && c.value == p.orig {
				llvm.NewStore(b, inside[i], slot, 0, false, o.loc)
			}
		}
	}
	return slot, nil
}

// runDeallocs runs, at the builder, the dealloc regions of the
// privatizers that have one, on their private copies, in reverse order
// of their creation.
func runDeallocs(b *ir.Builder, privates []privatizer, copies []*ir.Value) error {
	for i := len(privates) - 1; i >= 0; i-- {
		if d := privates[i].op.DeallocRegion(); d != nil && !d.Empty() {
			if _, err := cloneYieldRegion(b, d, []*ir.Value{copies[i]}); err != nil {
				return privates[i].op.Errorf("%v", err)
			}
		}
	}
	return nil
}

// inlineYieldingRegion clones a single-block region ending in omp.yield
// at the builder, with its arguments bound to args, and returns the
// yielded value.
func inlineYieldingRegion(b *ir.Builder, r *ir.Region, args []*ir.Value) (*ir.Value, error) {
	v, err := cloneYieldRegion(b, r, args)
	if err == nil && v == nil {
		err = fmt.Errorf("the privatizer's region yields no value")
	}
	return v, err
}

// cloneYieldRegion clones a single-block region ending in omp.yield at the
// builder, with its arguments bound to args, and returns the yielded
// value, nil when it yields none.
func cloneYieldRegion(b *ir.Builder, r *ir.Region, args []*ir.Value) (*ir.Value, error) {
	if r.NumBlocks() != 1 {
		return nil, fmt.Errorf("privatizer regions of more than one block are not supported")
	}
	blk := r.First()
	m := ir.NewMapping()
	for i, a := range blk.Arguments() {
		if i < len(args) {
			m.Map(a, args[i])
		}
	}
	var result *ir.Value
	for op := range blk.Ops() {
		if op.Is(omp.YieldOpName) {
			if op.NumOperands() > 0 {
				result = m.LookupOrSelf(op.Operand(0))
			}
			break
		}
		b.Clone(op, m)
	}
	return result, nil
}

// slotBlock returns the block where the dispatch of the construct op
// allocates its stack slots: the entry block of the innermost region
// around it that is a function's body or the body of a construct that
// will be outlined.
func slotBlock(op, fn *ir.Operation) *ir.Block {
	for p := op.ParentOp(); p != nil && p != fn; p = p.ParentOp() {
		if isOutlinedConstruct(p) && p.NumRegions() > 0 && !p.Region(0).Empty() {
			return p.Region(0).First()
		}
	}
	return llvm.FuncOp{Operation: fn}.Body().First()
}

// isOutlinedConstruct reports whether op is a construct whose plan
// outlines its body.
func isOutlinedConstruct(op *ir.Operation) bool {
	pl, ok := omplower.PlanOf(op)
	if !ok {
		return false
	}
	form, ok := outlineForm(pl)
	return ok && form != "none"
}

// buildDispatch replaces the construct in its plan by the dispatch
// values, marked for --omp-lower-plan: body, and env_ptr, env_size,
// env_align (packed) or captures and num_captures (by_pointer).
func (o *outliner) buildDispatch(parent, fn *ir.Operation) {
	b := o.b
	mark := func(op *ir.Operation, name string) { op.SetAttr(BindAttr, ir.Str(name)) }
	carry := func(v *ir.Value, name string) {
		mark(llvm.NewCast(b, llvm.BitcastOpName, v, v.Type(), o.loc), name)
	}
	// Stack slots go to the entry block of the function around, so that a
	// construct in a loop does not grow the stack; when the construct is
	// nested in a region outlined later (a task in a parallel region),
	// to that region's entry block, which becomes the entry of the
	// function each thread runs: a slot per thread, not one shared.
	entry := slotBlock(o.plan.Operation, parent)
	slot := func(t ir.Type) *ir.Value {
		save := b.InsertionPoint()
		b.SetInsertionPointToStart(entry)
		one := llvm.NewIntConstant(b, ir.IntType(64), 1, o.loc)
		a := llvm.NewAlloca(b, t, one, 0, o.loc).Result(0)
		b.SetInsertionPoint(save)
		return a
	}
	// The clauses the plan pass still needs: operands as marks, the
	// compile-time ones as an attribute of the plan.
	b.SetInsertionPointToEnd(o.plan.Body())
	for _, c := range clauseOperands(o.construct) {
		carry(c.value, c.name)
	}
	for _, v := range (omp.Clauses{Operation: o.construct}).DependVars() {
		carry(v, dependBind)
	}
	if st := staticClauses(o.construct); len(st) > 0 {
		o.plan.SetAttr(StaticClausesAttr, b.Ctx.DictionaryAttr(st))
	}
	// The values to send: firstprivate originals are loaded now.
	o.construct.Erase()
	values := make([]*ir.Value, len(o.captures))
	for i, c := range o.captures {
		values[i] = c.value
		if c.byValue {
			values[i] = llvm.NewLoad(b, c.captureType(), c.value, 0, false, o.loc).Result(0)
		}
	}
	name, _ := ir.SymbolName(fn)
	mark(llvm.NewAddressOf(b, name, o.loc), "body")
	if o.packed {
		envT := o.envType()
		size, align, _ := sizeAlign(envT)
		if len(o.captures) == 0 {
			mark(llvm.NewNull(b, o.loc), "env_ptr")
		} else {
			env := slot(envT)
			for i, v := range values {
				addr := llvm.NewGEP(b, envT, env, []llvm.GEPIndex{{Const: 0}, {Const: int32(i)}}, o.loc).Result(0)
				llvm.NewStore(b, v, addr, 0, false, o.loc)
			}
			carry(env, "env_ptr")
		}
		if size == 0 {
			align = 1
		}
		mark(llvm.NewConstant(b, ir.IntType(64), ir.IntAttr(ir.IntType(64), size), o.loc), "env_size")
		mark(llvm.NewConstant(b, ir.IntType(64), ir.IntAttr(ir.IntType(64), align), o.loc), "env_align")
		mark(llvm.NewConstant(b, ir.IntType(32), ir.IntAttr(ir.IntType(32), 1), o.loc), "num_captures")
	} else {
		for i, c := range o.captures {
			v := values[i]
			if c.passedByPointer() {
				s := slot(c.captureType())
				llvm.NewStore(b, v, s, 0, false, o.loc)
				v = s
			}
			carry(v, "captures")
		}
		mark(llvm.NewConstant(b, ir.IntType(32), ir.IntAttr(ir.IntType(32), int64(len(o.captures))), o.loc), "num_captures")
	}
}

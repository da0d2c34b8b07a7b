package frontend

import (
	"fmt"
	"strings"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// ompScope is what the function knows of the OpenMP constructs around
// the code being translated.
type ompScope struct {
	regions []*ompRegion
	// implicitTasks counts the enclosing parallel and task regions: the
	// owner of a variable's binding, for the data-sharing rules of tasks.
	implicitTasks int
	// jumps counts the C loops and switches entered since the innermost
	// construct began: a break or continue with none leaves the
	// construct, which OpenMP forbids.
	loops, switches int
	// ompLoop is set in the body of a worksharing loop, where continue
	// ends the iteration.
	ompLoop bool
}

// ompRegion is one enclosing construct.
type ompRegion struct {
	name     string
	parallel bool // a parallel region (its threads share what is bound outside)
	depth    int  // implicitTasks inside it
}

// owners records at which implicit-task depth each binding was made.
type ownerMap map[*variable]int

// directive translates the statement s under the chain of directives
// (outermost first).
func (f *function) directive(chain []*ompdir.Directive, s *cc.Statement) {
	d, rest := chain[0], chain[1:]
	inner := func() {
		if len(rest) > 0 {
			f.directive(rest, s)
		} else {
			f.stmt(s)
		}
	}
	switch d.Name {
	case "parallel":
		f.parallel(d, s, inner)
	case "for", "for simd":
		f.warnSimd(d)
		f.wsloop(d, rest, s)
	case "parallel for", "parallel for simd":
		f.warnSimd(d)
		f.parallel(d, s, func() { f.wsloop(d, rest, s) })
	case "simd":
		f.t.warnAt(dirPos(d), "'#pragma omp simd' is ignored: the loop runs as written")
		inner()
	case "sections":
		f.sections(d, rest, s)
	case "parallel sections":
		f.parallel(d, s, func() { f.sections(d, rest, s) })
	case "single":
		f.single(d, inner)
	case "master":
		f.construct(omp.MasterOpName, nil, nil, d, inner)
	case "masked":
		var ops omp.Operands
		if c := d.Clause("filter"); c != nil {
			ops = omp.Operands{"filtered_thread_id": {f.clauseInt(c.Exprs[0], 32)}}
		}
		f.construct(omp.MaskedOpName, ops, nil, d, inner)
	case "parallel master", "parallel masked":
		f.parallel(d, s, func() {
			if d.Name == "parallel master" {
				f.construct(omp.MasterOpName, nil, nil, d, inner)
				return
			}
			var ops omp.Operands
			if c := d.Clause("filter"); c != nil {
				ops = omp.Operands{"filtered_thread_id": {f.clauseInt(c.Exprs[0], 32)}}
			}
			f.construct(omp.MaskedOpName, ops, nil, d, inner)
		})
	case "critical":
		var attrs []ir.NamedAttribute
		if len(d.Arg) > 0 {
			name := "omp.critical." + d.Arg[0].Name
			f.t.criticalDeclare(name, d)
			attrs = append(attrs, ir.NamedAttribute{Name: "name", Value: ir.SymbolRef(name)})
		}
		f.construct(omp.CriticalOpName, nil, attrs, d, inner)
	case "taskgroup":
		f.construct(omp.TaskgroupOpName, nil, nil, d, inner)
	case "task":
		f.task(d, inner, s)
	case "target", "target parallel", "target parallel for", "target simd", "target teams",
		"target teams distribute", "target teams distribute parallel for", "target teams distribute parallel for simd":
		f.target(d, rest, s)
	case "target data":
		f.targetData(d, inner)
	case "teams":
		f.teams(d, inner)
	case "teams distribute":
		f.teams(d, func() { f.loopConstruct(d, rest, s, []string{omp.DistributeOpName}) })
	case "teams distribute parallel for":
		f.teams(d, func() { f.distributeParallelFor(d, rest, s) })
	case "distribute":
		f.loopConstruct(d, rest, s, []string{omp.DistributeOpName})
	case "distribute parallel for":
		f.distributeParallelFor(d, rest, s)
	case "atomic":
		if len(rest) > 0 {
			f.t.errorAt(dirPos(rest[0]), "'#pragma omp atomic' must be followed by an expression statement")
			return
		}
		f.atomic(d, s)
	default:
		f.t.errorAt(dirPos(d), "'#pragma omp %s' is not supported yet", d.Name)
	}
}

func (f *function) warnSimd(d *ompdir.Directive) {
	if strings.HasSuffix(d.Name, " simd") {
		f.t.warnAt(dirPos(d), "the 'simd' part of '#pragma omp %s' is ignored", d.Name)
	}
}

// standalone translates a directive without a statement.
func (f *function) standalone(d *ompdir.Directive) {
	loc := f.dloc(d)
	switch d.Name {
	case "barrier":
		omp.NewBarrier(f.b, loc)
	case "taskwait":
		if d.Clause("depend") != nil {
			f.t.errorAt(clausePos(d.Clause("depend")), "'depend' on 'taskwait' is not supported")
			return
		}
		omp.NewTaskwait(f.b, loc)
	case "taskyield":
		f.b.Create(ir.OperationState{Name: omp.TaskyieldOpName, Loc: loc})
	case "flush":
		// A flush orders memory accesses; the runtime calls around it
		// (and the barriers) already fence on x86; a seq_cst fence keeps
		// the meaning everywhere.
		f.t.warnAt(dirPos(d), "'#pragma omp flush' is translated as a full memory fence")
		f.t.fence(f, loc)
	case "target enter data", "target exit data", "target update":
		f.targetDataMotion(d)
	case "section":
		f.t.errorAt(dirPos(d), "'#pragma omp section' may only be used directly in a '#pragma omp sections' construct")
	default:
		f.t.errorAt(dirPos(d), "'#pragma omp %s' is not supported yet", d.Name)
	}
}

// declarative handles the file-scope directives.
func (t *translator) declarative(d *ompdir.Directive) {
	switch d.Name {
	case "requires":
		t.requires(d)
	case "threadprivate":
		t.threadprivate(d, nil)
	case "declare target":
		if len(d.Arg) == 0 && len(d.Clauses) == 0 {
			t.declTargetRegion++
			return
		}
		t.declareTarget(d)
	case "begin declare target":
		t.declTargetRegion++
	case "end declare target":
		if t.declTargetRegion == 0 {
			t.errorAt(dirPos(d), "'#pragma omp end declare target' without a matching 'declare target'")
			return
		}
		t.declTargetRegion--
	default:
		t.errorAt(dirPos(d), "'#pragma omp %s' is not supported yet", d.Name)
	}
}

// requires records the module's requirements.
func (t *translator) requires(d *ompdir.Directive) {
	flags := omp.ModuleRequires(t.module)
	for _, c := range d.Clauses {
		switch c.Name {
		case "atomic_default_mem_order":
			t.warnAt(clausePos(c), "'atomic_default_mem_order' is ignored: atomics are sequentially consistent")
		case "unified_shared_memory":
			flags |= omp.RequiresUnifiedSharedMemory
		case "unified_address":
			flags |= omp.RequiresUnifiedAddress
		case "reverse_offload":
			flags |= omp.RequiresReverseOffload
		case "dynamic_allocators":
			flags |= omp.RequiresDynamicAllocators
		case "self_maps":
			flags |= omp.RequiresSelfMaps
		}
	}
	omp.SetModuleRequires(t.module, flags)
}

func (f *function) dloc(d *ompdir.Directive) ir.Location {
	return ir.NewFileLineColLoc(d.Pos.File, d.Pos.Line, d.Pos.Col)
}

// enterRegion and leaveRegion bracket the body of a construct.
func (f *function) enterRegion(name string, implicitTask bool) func() {
	saved := f.omp
	r := &ompRegion{name: name, parallel: name == "parallel"}
	f.omp.regions = append(append([]*ompRegion(nil), f.omp.regions...), r)
	if implicitTask {
		f.omp.implicitTasks++
	}
	r.depth = f.omp.implicitTasks
	f.omp.loops, f.omp.switches, f.omp.ompLoop = 0, 0, false
	return func() { f.omp = saved }
}

// region builds a construct with one region whose body is inner, ended
// by omp.terminator.
func (f *function) construct(name string, ops omp.Operands, attrs []ir.NamedAttribute, d *ompdir.Directive, inner func()) *ir.Operation {
	op := omp.Build(f.b, name, f.dloc(d), ops, attrs, nil, 1)
	blk := op.Region(0).AddBlock(nil, nil)
	f.inBlock(blk, func() {
		leave := f.enterRegion(name, false)
		defer leave()
		inner()
	}, f.dloc(d))
	return op
}

// inBlock fills blk with fill and ends it with omp.terminator when it is
// still open.
func (f *function) inBlock(blk *ir.Block, fill func(), loc ir.Location) {
	b := ir.NewBuilder(f.t.ctx)
	b.SetInsertionPointToEnd(blk)
	f.within(b, func() {
		fill()
		if !f.dead {
			omp.NewTerminator(f.b, loc)
		}
	})
}

// --- parallel ---

// parallel builds omp.parallel with d's parallel clauses around inner.
func (f *function) parallel(d *ompdir.Directive, s *cc.Statement, inner func()) {
	loc := f.dloc(d)
	ops := omp.Operands{}
	var attrs []ir.NamedAttribute
	if c := ifClause(d, "parallel"); c != nil {
		ops["if_expr"] = []*ir.Value{f.clauseCond(c.Exprs[0])}
	}
	if c := d.Clause("num_threads"); c != nil {
		ops["num_threads"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	if c := d.Clause("proc_bind"); c != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "proc_bind_kind", Value: omp.Enum(omp.ProcBindKindEnum, c.Kind)})
	}
	copyins := f.copyinSources(d)
	// The worksharing part of a combined construct takes the reductions
	// and privatizes (parallel for, parallel sections).
	isFor := strings.Contains(d.Name, "for") || strings.HasSuffix(d.Name, "sections")
	var reds []reduction
	if !isFor {
		reds = f.reductions(d)
	}
	addReductions(f, ops, &attrs, reds)
	op := omp.Build(f.b, omp.ParallelOpName, loc, ops, attrs, nil, 1)
	blk := op.Region(0).AddBlock(reductionArgTypes(reds), locsFor(len(reds), loc))
	f.inBlock(blk, func() {
		leave := f.enterRegion("parallel", true)
		defer leave()
		f.pushSite(blk)
		defer f.popSite()
		f.copyin(copyins, loc)
		var restores []func()
		defer undo(&restores)
		for i, r := range reds {
			restores = append(restores, f.bind(r.decl, &variable{addr: blk.Argument(i), ct: r.v.ct}))
		}
		exempt := map[*cc.Declarator]bool{}
		if isFor {
			// The iteration variables of the distributed loops are
			// predetermined private.
			cur := s
			for k := 0; k < collapseOf(d) && cur != nil; k++ {
				if l := f.quietCanonical(cur); l != nil {
					exempt[l.decl] = true
					cur = l.body
				}
			}
		}
		f.checkDefault(d, s, exempt)
		// Lastprivate and reduction variables of a combined construct stay
		// shared in the parallel region: the loop privatizes them.
		restores = append(restores, f.privatize(d, isFor)...)
		implied := f.defaultPrivate(d, s, exempt, loc, &restores)
		for _, decl := range f.readOnlyShared(s) {
			if listedNames(d)[decl.Name()] || implied[decl] {
				continue
			}
			v := f.vars[decl]
			nv := f.privateCopy(v, decl.Name(), loc)
			f.copyObject(nv, v, loc)
			restores = append(restores, f.bind(decl, nv))
		}
		inner()
	}, loc)
}

// ifClause returns d's if clause that applies to the construct named
// (one without a modifier, or with that modifier).
func ifClause(d *ompdir.Directive, construct string) *ompdir.Clause {
	for _, c := range d.ClausesNamed("if") {
		if c.Kind == "" || c.Kind == construct {
			return c
		}
	}
	return nil
}

// privatize makes the private and firstprivate variables of d (and
// those default(private|firstprivate) implies) fresh locals at the
// current alloca site; forLoop leaves lastprivate's for the loop.
func (f *function) privatize(d *ompdir.Directive, forLoop bool) []func() {
	var restores []func()
	loc := f.dloc(d)
	for _, kind := range []string{"private", "firstprivate"} {
		for _, c := range d.ClausesNamed(kind) {
			for _, it := range c.Items {
				if forLoop && kind == "firstprivate" && isLastprivate(d, it.Name) {
					// Both firstprivate and lastprivate: the loop makes the
					// one private copy, from the original and back into it.
					continue
				}
				v, decl := f.clauseVar(it, c)
				if v == nil {
					continue
				}
				nv := f.privateCopy(v, it.Name, loc)
				if kind == "firstprivate" {
					f.copyObject(nv, v, loc)
				}
				restores = append(restores, f.bind(decl, nv))
			}
		}
	}
	return restores
}

// defaultPrivate makes the variables that default(private) or
// default(firstprivate) on d privatizes fresh locals at the current
// alloca site: those s names that are bound outside it in this function
// and not listed in a clause, except the predetermined ones in exempt.
// (Variables of file scope must be listed: checkDefault says so.) It
// returns the set it privatized.
func (f *function) defaultPrivate(d *ompdir.Directive, s *cc.Statement, exempt map[*cc.Declarator]bool, loc ir.Location, restores *[]func()) map[*cc.Declarator]bool {
	c := d.Clause("default")
	if c == nil || (c.Kind != "private" && c.Kind != "firstprivate") {
		return nil
	}
	listed := listedNames(d)
	implied := map[*cc.Declarator]bool{}
	for _, decl := range f.referencedOutside(s) {
		if listed[decl.Name()] || exempt[decl] || decl.IsTypename() || decl.Type().Kind() == cc.Function {
			continue
		}
		v := f.vars[decl]
		nv := f.privateCopy(v, decl.Name(), loc)
		if c.Kind == "firstprivate" {
			f.copyObject(nv, v, loc)
		}
		*restores = append(*restores, f.bind(decl, nv))
		implied[decl] = true
	}
	return implied
}

// privateCopy makes a new local of v's type.
func (f *function) privateCopy(v *variable, name string, loc ir.Location) *variable {
	if isVLA(v.ct) {
		f.t.errorAt(locPos(loc), "privatizing the variable-length array '%s' is not supported", name)
		return v
	}
	ty := f.t.typ(v.ct, nil)
	return &variable{addr: f.alloca(ty, name, int64(v.ct.Align()), loc), ct: v.ct}
}

// copyObject copies the value of from into to.
func (f *function) copyObject(to, from *variable, loc ir.Location) {
	val := cir.NewLoad(f.b, from.addr, false, loc).Result(0)
	cir.NewStore(f.b, val, to.addr, false, loc)
}

func locPos(loc ir.Location) Pos {
	if fl, ok := loc.(ir.FileLineColLoc); ok {
		return Pos{File: fl.File(), Line: fl.Line(), Col: fl.Col()}
	}
	return Pos{}
}

// clauseVar resolves a variable named in a clause.
func (f *function) clauseVar(it ompdir.Item, c *ompdir.Clause) (*variable, *cc.Declarator) {
	if len(it.Sections) > 0 {
		f.t.errorAt(ompPos(it.Pos), "an array section is not allowed in '%s'", c.Name)
		return nil, nil
	}
	decl := f.resolve(it.Name)
	if decl == nil {
		f.t.errorAt(ompPos(it.Pos), "use of undeclared identifier '%s' in '%s' clause", it.Name, c.Name)
		return nil, nil
	}
	if v := f.lookup(decl); v != nil {
		return v, decl
	}
	if decl.Type().Kind() == cc.Function {
		f.t.errorAt(ompPos(it.Pos), "'%s' is a function, not a variable", it.Name)
		return nil, nil
	}
	v := f.t.globalVar(f, decl, nil)
	return v, decl
}

// resolve finds the declarator a name denotes at the current point: the
// innermost binding in the function, else a global.
func (f *function) resolve(name string) *cc.Declarator {
	var best *cc.Declarator
	for d := range f.vars {
		if d.Name() == name {
			if best == nil || d.Position().Offset > best.Position().Offset {
				best = d
			}
		}
	}
	if best != nil {
		return best
	}
	for _, n := range f.t.ast.Scope.Nodes[name] {
		if d, ok := n.(*cc.Declarator); ok {
			return d
		}
	}
	return nil
}

// listedNames returns the names in d's data-sharing clauses.
func listedNames(d *ompdir.Directive) map[string]bool {
	m := map[string]bool{}
	for _, c := range d.Clauses {
		switch c.Name {
		case "private", "firstprivate", "lastprivate", "shared", "reduction", "copyin", "linear":
			for _, it := range c.Items {
				m[it.Name] = true
			}
		}
	}
	return m
}

// --- reductions ---

// reduction is one variable of a reduction clause.
type reduction struct {
	op   string
	decl *cc.Declarator
	v    *variable
	sym  string
}

// reductions resolves d's reduction clauses and makes their
// declarations.
func (f *function) reductions(d *ompdir.Directive) []reduction {
	var out []reduction
	for _, c := range d.ClausesNamed("reduction") {
		if len(c.Modifiers) > 0 {
			f.t.errorAt(clausePos(c), "the '%s' reduction modifier is not supported", c.Modifiers[0])
		}
		for _, it := range c.Items {
			v, decl := f.clauseVar(it, c)
			if v == nil {
				continue
			}
			sym, err := f.t.declareReduction(c.Kind, v.ct, it)
			if err != "" {
				f.t.errorAt(ompPos(it.Pos), "%s", err)
				continue
			}
			out = append(out, reduction{op: c.Kind, decl: decl, v: v, sym: sym})
		}
	}
	return out
}

func addReductions(f *function, ops omp.Operands, attrs *[]ir.NamedAttribute, reds []reduction) {
	if len(reds) == 0 {
		return
	}
	var vars []*ir.Value
	var syms []string
	for _, r := range reds {
		vars = append(vars, r.v.addr)
		syms = append(syms, r.sym)
	}
	ops["reduction_vars"] = vars
	*attrs = append(*attrs, ir.NamedAttribute{Name: "reduction_syms", Value: symbolArray(f.t.ctx, syms)})
}

func reductionArgTypes(reds []reduction) []ir.Type {
	ts := make([]ir.Type, len(reds))
	for i, r := range reds {
		ts[i] = r.v.addr.Type()
	}
	return ts
}

func locsFor(n int, loc ir.Location) []ir.Location {
	ls := make([]ir.Location, n)
	for i := range ls {
		ls[i] = loc
	}
	return ls
}

func symbolArray(ctx *ir.Context, names []string) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(names))
	for i, n := range names {
		elems[i] = ir.SymbolRef(n)
	}
	return ctx.ArrayAttr(elems)
}

// builtinOf returns the builtin type name (i32, f64) of a scalar cir
// type, for the reduction declarations, and whether it is signed.
func builtinOf(t ir.Type) (name string, signed, float bool, ok bool) {
	switch tt := t.(type) {
	case cir.IntType:
		return fmt.Sprintf("i%d", tt.Width), tt.Signed, false, true
	case cir.FloatType:
		switch tt.Kind {
		case cir.Float:
			return "f32", true, true, true
		case cir.Double:
			return "f64", true, true, true
		}
	}
	return "", false, false, false
}

// declareReduction makes (once) the omp.declare_reduction of op on the C
// type ct and returns its name, or an error message.
func (t *translator) declareReduction(op string, ct cc.Type, it ompdir.Item) (string, string) {
	ty := t.typ(ct, nil)
	bt, signed, float, ok := builtinOf(ty)
	if !ok {
		if ct.Kind() == cc.Bool {
			return "", fmt.Sprintf("reduction on the _Bool variable '%s' is not supported (an int works)", it.Name)
		}
		return "", fmt.Sprintf("reduction on '%s' of type '%s' is not supported: it must be an integer or floating variable", it.Name, typeString(ct))
	}
	names := map[string]string{"+": "add", "-": "sub", "*": "mul", "&": "and", "|": "or", "^": "xor",
		"&&": "land", "||": "lor", "min": "min", "max": "max"}
	sign := "s"
	if !signed {
		sign = "u"
	}
	sym := fmt.Sprintf("red.%s.%s%s", names[op], sign, bt)
	if float {
		sym = fmt.Sprintf("red.%s.%s", names[op], bt)
	}
	if t.helpers[sym] {
		return sym, ""
	}
	if float && (op == "&" || op == "|" || op == "^") {
		return "", fmt.Sprintf("reduction '%s' on the floating variable '%s' is not allowed", op, it.Name)
	}
	width := 0
	fmt.Sscanf(bt[1:], "%d", &width)
	var init, combine string
	switch op {
	case "+", "-", "|", "^", "||":
		init = zeroConst(bt, float)
	case "*", "&&":
		init = oneConst(bt, float)
	case "&":
		init = "-1"
	case "min":
		init = maxConst(bt, width, signed, float)
	case "max":
		init = minConst(bt, width, signed, float)
	}
	switch op {
	case "+", "-":
		combine = fmt.Sprintf("%%r = arith.add%s %%a, %%b : %s", fi(float), bt)
	case "*":
		combine = fmt.Sprintf("%%r = arith.mul%s %%a, %%b : %s", fi(float), bt)
	case "&":
		combine = fmt.Sprintf("%%r = arith.andi %%a, %%b : %s", bt)
	case "|":
		combine = fmt.Sprintf("%%r = arith.ori %%a, %%b : %s", bt)
	case "^":
		combine = fmt.Sprintf("%%r = arith.xori %%a, %%b : %s", bt)
	case "&&", "||":
		logic := "andi"
		if op == "||" {
			logic = "ori"
		}
		if float {
			combine = fmt.Sprintf("%%z = arith.constant 0.0 : %[1]s\n  %%an = arith.cmpf une, %%a, %%z : %[1]s\n  %%bn = arith.cmpf une, %%b, %%z : %[1]s\n  %%c = arith.%[2]s %%an, %%bn : i1\n  %%r = arith.uitofp %%c : i1 to %[1]s", bt, logic)
		} else {
			combine = fmt.Sprintf("%%z = arith.constant 0 : %[1]s\n  %%an = arith.cmpi ne, %%a, %%z : %[1]s\n  %%bn = arith.cmpi ne, %%b, %%z : %[1]s\n  %%c = arith.%[2]s %%an, %%bn : i1\n  %%r = arith.extui %%c : i1 to %[1]s", bt, logic)
		}
	case "min", "max":
		if float {
			pred := "olt"
			if op == "max" {
				pred = "ogt"
			}
			// omp_out = omp_in < omp_out ? omp_in : omp_out, as the spec
			// writes it.
			combine = fmt.Sprintf("%%c = arith.cmpf %s, %%b, %%a : %s\n  %%r = arith.select %%c, %%b, %%a : %s", pred, bt, bt)
		} else {
			combine = fmt.Sprintf("%%r = arith.%s%s%s %%a, %%b : %s", op, sign, "i", bt)
		}
	}
	text := fmt.Sprintf(`omp.declare_reduction @%[1]s : %[2]s init {
^bb0(%%orig: %[2]s):
  %%0 = arith.constant %[3]s : %[2]s
  omp.yield(%%0 : %[2]s)
} combiner {
^bb0(%%a: %[2]s, %%b: %[2]s):
  %[4]s
  omp.yield(%%r : %[2]s)
}
`, sym, bt, init, combine)
	t.insertHelper(text)
	t.helpers[sym] = true
	return sym, ""
}

func fi(float bool) string {
	if float {
		return "f"
	}
	return "i"
}

func zeroConst(bt string, float bool) string {
	if float {
		return "0.0"
	}
	return "0"
}

func oneConst(bt string, float bool) string {
	if float {
		return "1.0"
	}
	return "1"
}

func maxConst(bt string, width int, signed, float bool) string {
	if float {
		if bt == "f32" {
			return "0x7F800000"
		}
		return "0x7FF0000000000000"
	}
	if signed {
		return fmt.Sprint(int64(1)<<uint(width-1) - 1)
	}
	return "-1"
}

func minConst(bt string, width int, signed, float bool) string {
	if float {
		if bt == "f32" {
			return "0xFF800000"
		}
		return "0xFFF0000000000000"
	}
	if signed {
		return fmt.Sprint(-(int64(1) << uint(width-1)))
	}
	return "0"
}

// insertHelper parses module-level ops from text and puts them at the
// start of the module.
func (t *translator) insertHelper(text string) {
	blk, err := ir.ParseSource(t.ctx, "<omp-helper>", []byte(text))
	if err != nil {
		panic(fmt.Sprintf("frontend: helper does not parse: %v\n%s", err, text))
	}
	var ops []*ir.Operation
	for op := blk.First(); op != nil; op = op.Next() {
		ops = append(ops, op)
	}
	b := ir.NewBuilder(t.ctx)
	body := t.moduleBody()
	for _, op := range ops {
		op.Remove()
		if first := body.First(); first != nil {
			b.SetInsertionPointBefore(first)
		} else {
			b.SetInsertionPointToEnd(body)
		}
		if t.lastHelper != nil {
			b.SetInsertionPointAfter(t.lastHelper)
		}
		b.Insert(op)
		t.lastHelper = op
	}
}

// criticalDeclare declares a named critical section once.
func (t *translator) criticalDeclare(name string, d *ompdir.Directive) {
	if t.helpers[name] {
		return
	}
	t.helpers[name] = true
	t.insertHelper(fmt.Sprintf("omp.critical.declare @%s\n", name))
}

// fence emits a sequentially consistent fence.
func (t *translator) fence(f *function, loc ir.Location) {
	llvm.NewFence(f.b, llvm.SeqCst, loc)
}

func mustAttr(ctx *ir.Context, s string) ir.Attribute {
	a, err := ir.ParseAttributeString(ctx, s)
	if err != nil {
		panic("frontend: " + err.Error())
	}
	return a
}

var _ = builtin.ModuleOpName

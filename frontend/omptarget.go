package frontend

import (
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// The target family (docs/frontend.md, "Offload"): target and its
// combined forms, target data, target enter/exit data, target update,
// teams and distribute. They become omp ops in upstream's shape, with
// the data each moves as omp.map.info entries; running them is the
// offload lowering's work.

// mapEntry is one variable a construct maps.
type mapEntry struct {
	decl  *cc.Declarator
	v     *variable
	info  *ir.Value // the omp.map.info
	flags omp.MapFlags
	pos   ompdir.Pos
	// members are the omp.map.info entries of a struct entry's members,
	// which the construct lists after it.
	members []*ir.Value
	// pointee is set when a pointer's pointee section is mapped: the
	// region sees the device address, the pointer variable is rebuilt
	// around it (attach).
	pointee bool
	// inMemory is set when the item is no variable of its own (pp[i][..],
	// a member moved by a motion clause): no variable of the region
	// stands for it.
	inMemory bool
	// firstprivate is set for a firstprivate aggregate: the region works
	// on a copy of its own, initialized from the entry (the host's value,
	// copied to the device for the launch).
	firstprivate bool
}

// mapFlags turns a map clause's type and modifiers into map type bits.
func mapFlags(c *ompdir.Clause) omp.MapFlags {
	var f omp.MapFlags
	switch c.Kind {
	case "", "tofrom":
		f = omp.MapToFrom
	case "to":
		f = omp.MapTo
	case "from":
		f = omp.MapFrom
	case "delete":
		f = omp.MapDelete
	}
	for _, m := range c.Modifiers {
		switch m {
		case "always":
			f |= omp.MapAlways
		case "close":
			f |= omp.MapClose
		case "present":
			f |= omp.MapPresent
		}
	}
	return f
}

// bound builds the omp.map.bounds of one section [lower : length]; n is
// the dimension's length when known (-1 through a pointer), for a left
// out length.
func (f *function) bound(s ompdir.Section, n int64, loc ir.Location) *ir.Value {
	i64 := func(e ompdir.Expr) *ir.Value {
		v, ct := f.ompExpr(e)
		if v == nil {
			return f.builtinInt(cir.NewIntConst(f.b, cir.S64, 0, loc), loc)
		}
		return f.builtinInt(f.convertLoc(v, ct, f.t.ast.Long, loc), loc)
	}
	var lower, length *ir.Value
	if s.Lower != nil {
		lower = i64(s.Lower)
	} else {
		lower = f.builtinInt(cir.NewIntConst(f.b, cir.S64, 0, loc), loc)
	}
	switch {
	case !s.Colon:
		length = f.builtinInt(cir.NewIntConst(f.b, cir.S64, 1, loc), loc)
	case s.Length != nil:
		length = i64(s.Length)
	case n >= 0:
		// a[lo:]: to the end of the dimension.
		total := cir.NewIntConst(f.b, cir.S64, n, loc)
		lo := f.fromBuiltin(lower, cir.S64, loc)
		length = f.builtinInt(cir.NewBinOp(f.b, cir.BinSub, total, lo, loc).Result(0), loc)
	default:
		f.t.errorAt(ompPos(s.Pos), "the length of an array section through a pointer must be given")
		length = f.builtinInt(cir.NewIntConst(f.b, cir.S64, 1, loc), loc)
	}
	one := f.b.Create(ir.OperationState{Name: "arith.constant", Loc: loc, ResultTypes: []ir.Type{ir.I64},
		Attributes: []ir.NamedAttribute{{Name: "value", Value: ir.IntAttr(ir.I64, 1)}}}).Result(0)
	zero := f.b.Create(ir.OperationState{Name: "arith.constant", Loc: loc, ResultTypes: []ir.Type{ir.I64},
		Attributes: []ir.NamedAttribute{{Name: "value", Value: ir.IntAttr(ir.I64, 0)}}}).Result(0)
	upper := f.b.Create(ir.OperationState{Name: "arith.addi", Loc: loc, Operands: []*ir.Value{lower, length}, ResultTypes: []ir.Type{ir.I64}}).Result(0)
	upper = f.b.Create(ir.OperationState{Name: "arith.subi", Loc: loc, Operands: []*ir.Value{upper, one}, ResultTypes: []ir.Type{ir.I64}}).Result(0)
	ops := omp.Operands{"lower_bound": {lower}, "upper_bound": {upper}, "extent": {length}, "stride": {one}, "start_idx": {zero}}
	return omp.Build(f.b, omp.MapBoundsOpName, loc, ops, nil, []ir.Type{omp.MapBoundsType{}}, 0).Result(0)
}

// target translates target and its combined forms.
func (f *function) target(d *ompdir.Directive, rest []*ompdir.Directive, s *cc.Statement) {
	loc := f.dloc(d)
	ops := omp.Operands{}
	var attrs []ir.NamedAttribute
	if c := ifClause(d, "target"); c != nil {
		ops["if_expr"] = []*ir.Value{f.clauseCond(c.Exprs[0])}
	}
	if c := d.Clause("device"); c != nil {
		ops["device"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	if c := d.Clause("thread_limit"); c != nil && !strings.Contains(d.Name, "teams") {
		ops["thread_limit"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	if d.Clause("nowait") != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "nowait", Value: ir.Unit})
	}
	defaults := f.defaultmaps(d)
	depVars, depKinds := f.depends(d)
	if len(depVars) > 0 {
		ops["depend_vars"] = depVars
		attrs = append(attrs, ir.NamedAttribute{Name: "depend_kinds", Value: f.t.ctx.ArrayAttr(depKinds)})
	}
	// Explicit maps, then the implicit ones (OpenMP 5.2, 5.8.9): a
	// scalar the region names is firstprivate (mapped by copy), an array
	// or record tofrom.
	var entries []*mapEntry
	listed := map[*cc.Declarator]bool{}
	var items []mapClauseItem
	for _, c := range d.ClausesNamed("map") {
		if c.Kind == "release" || c.Kind == "delete" {
			f.t.errorAt(ompPos(c.KindPos), "map type '%s' is not allowed on '#pragma omp %s'", c.Kind, d.Name)
			continue
		}
		for _, it := range c.Items {
			items = append(items, mapClauseItem{it: it, c: c, flags: mapFlags(c)})
		}
	}
	for _, e := range f.mapItems(items, "ByRef", false) {
		switch {
		case listed[e.decl]:
			f.t.errorAt(ompPos(e.pos), "'%s' appears in more than one map clause", e.decl.Name())
			continue
		case e.inMemory:
			f.t.errorAt(ompPos(e.pos), "a section through a pointer in memory is not supported on '#pragma omp %s': map it with 'target enter data' (the region finds the mapping)", d.Name)
			continue
		}
		listed[e.decl] = true
		entries = append(entries, e)
	}
	for _, name := range []string{"firstprivate", "is_device_ptr", "has_device_addr"} {
		for _, c := range d.ClausesNamed(name) {
			for _, it := range c.Items {
				// Not implicit: the offload lowering translates an implicit
				// pointer (a zero-length section), not these.
				if e := f.mapItem(it, c, omp.MapTo, "ByCopy"); e != nil {
					e.firstprivate = name == "firstprivate" && !cc.IsScalarType(e.v.ct)
					listed[e.decl] = true
					entries = append(entries, e)
				}
			}
		}
	}
	privates := map[*cc.Declarator]bool{}
	for _, c := range d.ClausesNamed("private") {
		for _, it := range c.Items {
			if decl := f.resolve(it.Name); decl != nil {
				privates[decl] = true
			}
		}
	}
	// A list item of a reduction or lastprivate clause of a construct
	// combined with target is mapped tofrom (OpenMP 5.2, 5.8.9), so the
	// result reaches the host; by OpenMP's default it would be
	// firstprivate and the result lost.
	tofrom := map[*cc.Declarator]bool{}
	for _, dir := range append([]*ompdir.Directive{d}, rest...) {
		for _, name := range []string{"reduction", "lastprivate"} {
			for _, c := range dir.ClausesNamed(name) {
				for _, it := range c.Items {
					if decl := f.resolve(it.Name); decl != nil {
						tofrom[decl] = true
					}
				}
			}
		}
	}
	for _, decl := range append(f.referencedOutside(s), f.linkGlobals(s)...) {
		if listed[decl] || privates[decl] {
			continue
		}
		listed[decl] = true
		item := ompdir.Item{Pos: d.Pos, Name: decl.Name()}
		c := &ompdir.Clause{Name: "map", Pos: d.Pos}
		if tofrom[decl] || f.lookup(decl) == nil {
			// A declare target link global is mapped tofrom (OpenMP 5.2,
			// 5.8.9), as an aggregate would be.
			if e := f.mapItem(item, c, omp.MapToFrom|omp.MapImplicit, "ByRef"); e != nil {
				entries = append(entries, e)
			}
			continue
		}
		ct := f.vars[decl].ct
		cat := defaultmapCategory(ct)
		var e *mapEntry
		switch b := defaults[cat]; b.behavior {
		case "none":
			// Reported, then mapped by the default rules, so that the
			// region still translates.
			f.t.errorAt(ompPos(b.pos), "'%s' must be listed in a data-sharing or map clause of '#pragma omp %s': defaultmap(none) applies to it", decl.Name(), d.Name)
			fallthrough
		default:
			// OpenMP's implicit rules: a scalar (a pointer too: the
			// offload lowering makes it a zero-length section) is
			// firstprivate, an aggregate tofrom.
			if cc.IsScalarType(ct) {
				e = f.mapItem(item, c, omp.MapTo|omp.MapImplicit, "ByCopy")
			} else {
				e = f.mapItem(item, c, omp.MapToFrom|omp.MapImplicit, "ByRef")
			}
		case "firstprivate":
			// A pointer passes its value untranslated (not implicit: the
			// offload lowering translates an implicit pointer).
			flags := omp.MapTo | omp.MapImplicit
			if cat == "pointer" {
				flags = omp.MapTo
			}
			if e = f.mapItem(item, c, flags, "ByCopy"); e != nil {
				e.firstprivate = cat == "aggregate"
			}
		case "to", "from", "tofrom", "alloc", "present":
			e = f.mapItem(item, c, b.flags|omp.MapImplicit, "ByRef")
		}
		if e != nil {
			entries = append(entries, e)
		}
	}
	// A struct entry's members follow it, each with a block argument of
	// its own, as upstream lists them; only the struct's stands for a
	// variable.
	var infos []*ir.Value
	argOf := make([]int, len(entries))
	for i, e := range entries {
		argOf[i] = len(infos)
		infos = append(infos, e.info)
		infos = append(infos, e.members...)
	}
	if len(infos) > 0 {
		ops["map_vars"] = infos
	}
	op := omp.Build(f.b, omp.TargetOpName, loc, ops, attrs, nil, 1)
	types := make([]ir.Type, len(infos))
	for i, v := range infos {
		types[i] = v.Type()
	}
	blk := op.Region(0).AddBlock(types, locsFor(len(types), loc))
	f.inBlock(blk, func() {
		leave := f.enterRegion("target", true)
		defer leave()
		f.pushSite(blk)
		defer f.popSite()
		// The region is isolated: every variable it names is a block
		// argument, so the function's bindings are replaced wholesale.
		saved := f.vars
		f.vars = map[*cc.Declarator]*variable{}
		defer func() { f.vars = saved }()
		for i, e := range entries {
			arg := blk.Argument(argOf[i])
			if e.firstprivate {
				cp := f.privateCopy(e.v, e.decl.Name(), loc)
				f.copyObject(cp, &variable{addr: arg, ct: e.v.ct}, loc)
				f.define(e.decl, cp)
				continue
			}
			if e.pointee {
				slot := f.alloca(f.t.typ(e.v.ct, nil), e.decl.Name(), int64(e.v.ct.Align()), loc)
				cir.NewStore(f.b, arg, slot, false, loc)
				f.define(e.decl, &variable{addr: slot, ct: e.v.ct})
				continue
			}
			f.define(e.decl, &variable{addr: arg, ct: e.v.ct})
		}
		for decl := range privates {
			if v := saved[decl]; v != nil {
				f.define(decl, f.privateCopy(v, decl.Name(), loc))
			}
		}
		f.targetBody(d, rest, s)
	}, loc)
}

// targetBody translates what a target construct (or its combined forms)
// holds.
func (f *function) targetBody(d *ompdir.Directive, rest []*ompdir.Directive, s *cc.Statement) {
	inner := func() {
		if len(rest) > 0 {
			f.directive(rest, s)
		} else {
			f.stmt(s)
		}
	}
	switch strings.TrimPrefix(d.Name, "target") {
	case "":
		inner()
	case " parallel":
		f.parallel(d, s, inner)
	case " parallel for":
		f.parallel(d, s, func() { f.wsloop(d, rest, s) })
	case " simd":
		f.t.warnAt(dirPos(d), "the 'simd' part of '#pragma omp %s' is ignored", d.Name)
		inner()
	case " teams":
		f.teams(d, inner)
	case " teams distribute":
		f.teams(d, func() { f.loopConstruct(d, rest, s, []string{omp.DistributeOpName}) })
	case " teams distribute parallel for", " teams distribute parallel for simd":
		f.teams(d, func() { f.distributeParallelFor(d, rest, s) })
	default:
		f.t.errorAt(dirPos(d), "'#pragma omp %s' is not supported", d.Name)
	}
}

// distributeParallelFor is the composite distribute parallel for:
// omp.parallel around omp.distribute around omp.wsloop, upstream's shape.
func (f *function) distributeParallelFor(d *ompdir.Directive, rest []*ompdir.Directive, s *cc.Statement) {
	f.parallel(d, s, func() { f.loopConstruct(d, rest, s, []string{omp.DistributeOpName, omp.WsloopOpName}) })
}

// teams builds omp.teams with d's teams clauses around inner.
func (f *function) teams(d *ompdir.Directive, inner func()) {
	loc := f.dloc(d)
	ops := omp.Operands{}
	if c := d.Clause("num_teams"); c != nil {
		ops["num_teams_upper"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	if c := d.Clause("thread_limit"); c != nil {
		ops["thread_limit"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	if c := ifClause(d, "teams"); c != nil && !strings.HasPrefix(d.Name, "target") {
		ops["if_expr"] = []*ir.Value{f.clauseCond(c.Exprs[0])}
	}
	var attrs []ir.NamedAttribute
	// The teams reduce into the original; a loop inside (a combined
	// construct) reduces into its team's copy.
	reds := f.reductions(d)
	addReductions(f, ops, &attrs, reds)
	op := omp.Build(f.b, omp.TeamsOpName, loc, ops, attrs, nil, 1)
	blk := op.Region(0).AddBlock(reductionArgTypes(reds), locsFor(len(reds), loc))
	f.inBlock(blk, func() {
		leave := f.enterRegion("teams", false)
		defer leave()
		var restores []func()
		for i, r := range reds {
			restores = append(restores, f.bind(r.decl, &variable{addr: blk.Argument(i), ct: r.v.ct}))
		}
		defer undo(&restores)
		if !strings.HasPrefix(d.Name, "target") {
			restores = append(restores, f.privatize(d, strings.Contains(d.Name, "distribute"))...)
		}
		inner()
	}, loc)
}

// depends evaluates d's depend clauses.
func (f *function) depends(d *ompdir.Directive) ([]*ir.Value, []ir.Attribute) {
	var vars []*ir.Value
	var kinds []ir.Attribute
	for _, c := range d.ClausesNamed("depend") {
		kind := map[string]string{"in": "taskdependin", "out": "taskdependout", "inout": "taskdependinout",
			"mutexinoutset": "taskdependmutexinoutset", "inoutset": "taskdependinoutset"}[c.Kind]
		for _, it := range c.Items {
			addr := f.dependAddress(it, c)
			if addr == nil {
				continue
			}
			vars = append(vars, addr)
			kinds = append(kinds, mustAttr(f.t.ctx, "#omp<clause_task_depend("+kind+")>"))
		}
	}
	return vars, kinds
}

// targetData translates target data around its statement.
func (f *function) targetData(d *ompdir.Directive, inner func()) {
	loc := f.dloc(d)
	ops := omp.Operands{}
	if c := ifClause(d, "target data"); c != nil {
		ops["if_expr"] = []*ir.Value{f.clauseCond(c.Exprs[0])}
	}
	if c := d.Clause("device"); c != nil {
		ops["device"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	var items []mapClauseItem
	for _, c := range d.ClausesNamed("map") {
		if c.Kind == "release" || c.Kind == "delete" {
			f.t.errorAt(ompPos(c.KindPos), "map type '%s' is not allowed on '#pragma omp target data'", c.Kind)
			continue
		}
		for _, it := range c.Items {
			items = append(items, mapClauseItem{it: it, c: c, flags: mapFlags(c)})
		}
	}
	infos := entryInfos(f.mapItems(items, "ByRef", false))
	if len(infos) == 0 && d.Clause("use_device_ptr") == nil && d.Clause("use_device_addr") == nil {
		f.t.errorAt(dirPos(d), "'#pragma omp target data' needs a map, use_device_ptr or use_device_addr clause")
	}
	ops["map_vars"] = infos
	// use_device_ptr(p): in the region, p holds the device address of
	// its pointee; use_device_addr(a): a's device copy.
	type useDev struct {
		decl *cc.Declarator
		v    *variable
		ptr  bool
	}
	var uses []useDev
	var ptrVals, addrVals []*ir.Value
	for _, name := range []string{"use_device_ptr", "use_device_addr"} {
		for _, c := range d.ClausesNamed(name) {
			for _, it := range c.Items {
				v, decl := f.clauseVar(it, c)
				if v == nil {
					continue
				}
				if name == "use_device_ptr" {
					if v.ct.Kind() != cc.Ptr {
						f.t.errorAt(ompPos(it.Pos), "'%s' in 'use_device_ptr' must be a pointer", it.Name)
						continue
					}
					ptrVals = append(ptrVals, v.addr)
				} else {
					addrVals = append(addrVals, v.addr)
				}
				uses = append(uses, useDev{decl: decl, v: v, ptr: name == "use_device_ptr"})
			}
		}
	}
	// Block arguments: use_device_addr's first, then use_device_ptr's, in
	// the clause order the op prints.
	ordered := append([]*ir.Value(nil), addrVals...)
	ordered = append(ordered, ptrVals...)
	if len(addrVals) > 0 {
		ops["use_device_addr_vars"] = addrVals
	}
	if len(ptrVals) > 0 {
		ops["use_device_ptr_vars"] = ptrVals
	}
	op := omp.Build(f.b, omp.TargetDataOpName, loc, ops, nil, nil, 1)
	types := make([]ir.Type, len(ordered))
	for i, v := range ordered {
		types[i] = v.Type()
	}
	blk := op.Region(0).AddBlock(types, locsFor(len(types), loc))
	f.inBlock(blk, func() {
		leave := f.enterRegion("target data", false)
		defer leave()
		var restores []func()
		idx := map[*ir.Value]int{}
		for i, v := range ordered {
			idx[v] = i
		}
		for _, u := range uses {
			restores = append(restores, f.bind(u.decl, &variable{addr: blk.Argument(idx[u.v.addr]), ct: u.v.ct}))
		}
		defer undo(&restores)
		inner()
	}, loc)
}

// entryInfos lists the omp.map.info entries of a construct's map entries,
// each struct's members after it.
func entryInfos(entries []*mapEntry) []*ir.Value {
	var infos []*ir.Value
	for _, e := range entries {
		infos = append(infos, e.info)
		infos = append(infos, e.members...)
	}
	return infos
}

// targetDataMotion translates target enter data, exit data and update.
func (f *function) targetDataMotion(d *ompdir.Directive) {
	loc := f.dloc(d)
	ops := omp.Operands{}
	var attrs []ir.NamedAttribute
	if c := ifClause(d, d.Name); c != nil {
		ops["if_expr"] = []*ir.Value{f.clauseCond(c.Exprs[0])}
	}
	if c := d.Clause("device"); c != nil {
		ops["device"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	if d.Clause("nowait") != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "nowait", Value: ir.Unit})
	}
	depVars, depKinds := f.depends(d)
	if len(depVars) > 0 {
		ops["depend_vars"] = depVars
		attrs = append(attrs, ir.NamedAttribute{Name: "depend_kinds", Value: f.t.ctx.ArrayAttr(depKinds)})
	}
	var infos []*ir.Value
	var items []mapClauseItem
	name := omp.TargetUpdateOpName
	switch d.Name {
	case "target enter data":
		name = omp.TargetEnterDataOpName
		for _, c := range d.ClausesNamed("map") {
			switch c.Kind {
			case "to", "alloc":
			case "":
				f.t.errorAt(clausePos(c), "'#pragma omp target enter data' needs the map type 'to' or 'alloc'")
				continue
			default:
				f.t.errorAt(ompPos(c.KindPos), "map type '%s' is not allowed on '#pragma omp target enter data': 'to' and 'alloc' are", c.Kind)
				continue
			}
			for _, it := range c.Items {
				items = append(items, mapClauseItem{it: it, c: c, flags: mapFlags(c)})
			}
		}
		infos = entryInfos(f.mapItems(items, "ByRef", false))
	case "target exit data":
		name = omp.TargetExitDataOpName
		for _, c := range d.ClausesNamed("map") {
			switch c.Kind {
			case "from", "release", "delete":
			case "":
				f.t.errorAt(clausePos(c), "'#pragma omp target exit data' needs the map type 'from', 'release' or 'delete'")
				continue
			default:
				f.t.errorAt(ompPos(c.KindPos), "map type '%s' is not allowed on '#pragma omp target exit data': 'from', 'release' and 'delete' are", c.Kind)
				continue
			}
			for _, it := range c.Items {
				items = append(items, mapClauseItem{it: it, c: c, flags: mapFlags(c)})
			}
		}
		infos = entryInfos(f.mapItems(items, "ByRef", false))
	default:
		for _, c := range d.Clauses {
			if c.Name != "to" && c.Name != "from" {
				continue
			}
			flags := omp.MapTo
			if c.Name == "from" {
				flags = omp.MapFrom
			}
			for _, m := range c.Modifiers {
				if m == "present" {
					flags |= omp.MapPresent
				}
			}
			for _, it := range c.Items {
				for _, row := range f.motionRows(it, c) {
					items = append(items, mapClauseItem{it: row, c: c, flags: flags})
				}
			}
		}
		infos = entryInfos(f.mapItems(items, "ByRef", true))
		if len(infos) == 0 {
			f.t.errorAt(dirPos(d), "'#pragma omp target update' needs a 'to' or 'from' clause")
			return
		}
	}
	if len(infos) == 0 && d.Name != "target update" && d.Clause("map") == nil {
		f.t.errorAt(dirPos(d), "'#pragma omp %s' needs a map clause", d.Name)
		return
	}
	ops["map_vars"] = infos
	omp.Build(f.b, name, loc, ops, attrs, nil, 0)
}

// declareTarget marks the functions and globals of a declare target
// directive (with a list, or between begin/end declare target).
func (t *translator) declareTarget(d *ompdir.Directive) {
	mark := func(it ompdir.Item, kind string) {
		var decl *cc.Declarator
		for _, n := range t.ast.Scope.Nodes[it.Name] {
			if dd, ok := n.(*cc.Declarator); ok {
				decl = dd
			}
		}
		if decl == nil {
			t.errorAt(ompPos(it.Pos), "use of undeclared identifier '%s' in 'declare target'", it.Name)
			return
		}
		t.declareTargetNames[it.Name] = kind
	}
	for _, it := range d.Arg {
		mark(it, "to")
	}
	for _, c := range d.Clauses {
		switch c.Name {
		case "to", "enter":
			for _, it := range c.Items {
				mark(it, "to")
			}
		case "link":
			for _, it := range c.Items {
				mark(it, "link")
			}
		}
	}
}

// applyDeclareTarget puts the declare target marks on the module's
// symbols once everything is translated: `omp.declare_target = "to"` (or
// "link").
func (t *translator) applyDeclareTarget() {
	for name, kind := range t.declareTargetNames {
		op, ok := t.symbols[name]
		if !ok {
			continue
		}
		op.SetAttr("omp.declare_target", ir.Str(kind))
	}
}

package frontend

import (
	"slices"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// The list items of map and data-motion clauses (docs/frontend.md,
// "Offload"): variables, array sections, structure members and sections
// of them, as omp.map.info entries in upstream's shape.

// mapClauseItem is one list item of a map or data-motion clause, with the
// map type its clause gives it.
type mapClauseItem struct {
	it    ompdir.Item
	c     *ompdir.Clause
	flags omp.MapFlags
}

// mapItems builds the entries of a construct's map (or, with motion,
// to/from) list items. The items naming members of one variable make one
// struct entry (mapStruct), where the variable's first item is; a motion
// clause moves each member on its own, as mapping it needs no struct
// entry.
func (f *function) mapItems(items []mapClauseItem, capture string, motion bool) []*mapEntry {
	structs := map[*cc.Declarator]bool{}
	if !motion {
		for _, mi := range items {
			if len(mi.it.Members) > 0 {
				if decl := f.resolve(mi.it.Name); decl != nil {
					structs[decl] = true
				}
			}
		}
	}
	var out []*mapEntry
	done := map[*cc.Declarator]bool{}
	for i, mi := range items {
		if decl := f.resolve(mi.it.Name); decl != nil && structs[decl] {
			if done[decl] {
				continue
			}
			done[decl] = true
			var group []mapClauseItem
			for _, o := range items[i:] {
				if f.resolve(o.it.Name) == decl {
					group = append(group, o)
				}
			}
			if e := f.mapStruct(decl, group); e != nil {
				out = append(out, e)
			}
			continue
		}
		if e := f.mapItem(mi.it, mi.c, mi.flags, capture); e != nil {
			out = append(out, e)
		}
	}
	return out
}

// mapVariable resolves the variable a list item starts with.
func (f *function) mapVariable(it ompdir.Item, c *ompdir.Clause) (*cc.Declarator, *variable) {
	decl := f.resolve(it.Name)
	if decl == nil {
		f.t.errorAt(ompPos(it.Pos), "use of undeclared identifier '%s' in '%s' clause", it.Name, c.Name)
		return nil, nil
	}
	if decl.Type().Kind() == cc.Function {
		f.t.errorAt(ompPos(it.Pos), "'%s' is a function, not a variable", it.Name)
		return nil, nil
	}
	v := f.lookup(decl)
	if v == nil {
		v = f.t.globalVar(f, decl, nil)
	}
	if isVLA(v.ct) {
		f.t.errorAt(ompPos(it.Pos), "mapping the variable-length array '%s' is not supported", it.Name)
		return nil, nil
	}
	return decl, v
}

// mapItem builds the omp.map.info of one list item that is an entry of
// its own: a variable, an array section of one, or (in a motion clause)
// a member.
func (f *function) mapItem(it ompdir.Item, c *ompdir.Clause, flags omp.MapFlags, capture string) *mapEntry {
	loc := ir.NewFileLineColLoc(it.Pos.File, it.Pos.Line, it.Pos.Col)
	decl, v := f.mapVariable(it, c)
	if v == nil {
		return nil
	}
	obj := v
	if len(it.Members) > 0 {
		if obj, _ = f.memberObject(v, it, loc); obj == nil {
			return nil
		}
	}
	e := &mapEntry{decl: decl, v: v, flags: flags, pos: it.Pos}
	info, shape := f.mapObject(obj, it, c, flags, capture, nil, loc)
	if info == nil {
		return nil
	}
	e.info, e.pointee, e.inMemory = info, shape.pointee, shape.inMemory || len(it.Members) > 0
	return e
}

// objectShape says what mapObject made of a list item.
type objectShape struct {
	// pointee: the item is a section through a pointer; the pointee's
	// elements are mapped.
	pointee bool
	// inMemory: that pointer is not a variable but lives in memory (an
	// element pp[i] of a pointer array, a member): it is attached.
	inMemory bool
}

// mapObject builds the omp.map.info of the object obj a list item
// designates (its variable, or a member of it), with the item's sections.
// A section through a pointer maps the pointee: var_ptr is the
// pointer's value, var_type the element type; the first bound indexes
// the pointer, the others the dimensions of the element type (p[0:n][0:M]
// for double (*p)[M]). pp[i][lo:len] through a pointer to pointers is
// the section of the pointer pp[i]: var_ptr_ptr is its address, and in a
// map clause the entry says ptr_and_obj, so that the pointer's device copy
// (inside the mapped pp[...]) is attached to the section's (OpenMP 5.2,
// 5.8.3: pp[0:n][0:m] is no contiguous storage, and is an error).
func (f *function) mapObject(obj *variable, it ompdir.Item, c *ompdir.Clause, flags omp.MapFlags, capture string,
	extra []ir.NamedAttribute, loc ir.Location) (*ir.Value, objectShape) {
	var shape objectShape
	varPtr, ct := obj.addr, obj.ct
	varType := f.t.typ(ct, nil)
	var varPtrPtr *ir.Value
	secs := it.Sections
	for len(secs) > 1 && !secs[0].Colon && ct.Kind() == cc.Ptr && ct.(*cc.PointerType).Elem().Kind() == cc.Ptr {
		i, itype := f.ompExpr(secs[0].Lower)
		if i == nil {
			return nil, shape
		}
		if !cc.IsIntegerType(itype) {
			f.t.errorAt(ompPos(secs[0].Pos), "an array index must be an integer, not '%s'", typeString(itype))
			return nil, shape
		}
		p := cir.NewLoad(f.b, varPtr, false, loc).Result(0)
		varPtr = f.offset(p, ct, i, itype, false, locNode{loc})
		ct = ct.(*cc.PointerType).Elem()
		shape.inMemory = true
		secs = secs[1:]
	}
	var bounds []*ir.Value
	if len(secs) > 0 {
		if pt, ok := ct.(*cc.PointerType); ok {
			// p[lo:len]: the pointee's elements are mapped; the pointer
			// itself is rebuilt on the device around their address.
			shape.pointee = true
			if shape.inMemory || len(it.Members) > 0 {
				varPtrPtr = varPtr
			}
			varPtr = cir.NewLoad(f.b, varPtr, false, loc).Result(0)
			ct = pt.Elem()
			varType = f.t.pointee(ct, nil)
			bounds = append(bounds, f.bound(secs[0], -1, loc))
			secs = secs[1:]
		}
		for _, s := range secs {
			a, ok := ct.(*cc.ArrayType)
			if !ok {
				if ct.Kind() == cc.Ptr {
					f.t.errorAt(ompPos(s.Pos), "'%s' is not contiguous storage: a section of pointers cannot be mapped with the sections of what they point to; map the pointers, then each pointer's section ('%s[i][lo:len]')", itemText(it), it.Name)
				} else {
					f.t.errorAt(ompPos(s.Pos), "'%s' has no dimension here to take a section of", itemText(it))
				}
				return nil, shape
			}
			if isVLA(a) {
				f.t.errorAt(ompPos(s.Pos), "a section of a variable-length array is not supported")
				return nil, shape
			}
			bounds = append(bounds, f.bound(s, a.Len(), loc))
			ct = a.Elem()
		}
	}
	if shape.inMemory && len(it.Members) == 0 && c.Name == "map" {
		flags |= omp.MapPtrAndObj
	}
	ops := omp.Operands{"var_ptr": {varPtr}, "bounds": bounds}
	if varPtrPtr != nil {
		ops["var_ptr_ptr"] = []*ir.Value{varPtrPtr}
	}
	attrs := append([]ir.NamedAttribute{
		{Name: "var_type", Value: ir.TypeAttr{Type: varType}},
		{Name: "map_type", Value: omp.MapTypeAttr(flags)},
		{Name: "map_capture_type", Value: omp.Enum(omp.CaptureKindEnum, capture)},
		{Name: "name", Value: ir.Str(itemText(it))},
	}, extra...)
	return omp.Build(f.b, omp.MapInfoOpName, loc, ops, attrs, []ir.Type{varPtr.Type()}, 0).Result(0), shape
}

// memberObject returns the member a list item names (`s.a.b`, `ps->a`)
// and the path of field indexes that reaches it. Only the first selector
// may go through a pointer (the variable's): a member of what a member
// points to would need that pointer attached first.
func (f *function) memberObject(v *variable, it ompdir.Item, loc ir.Location) (*variable, []int64) {
	addr, ct := v.addr, v.ct
	var path []int64
	for k, m := range it.Members {
		if m.Arrow {
			pt, ok := ct.(*cc.PointerType)
			switch {
			case k > 0:
				f.t.errorAt(ompPos(m.Pos), "a member reached through a pointer member is not supported in a list item: map the pointer's section")
				return nil, nil
			case !ok:
				f.t.errorAt(ompPos(m.Pos), "'%s' is not a pointer: use '.'", it.Name)
				return nil, nil
			}
			addr, ct = cir.NewLoad(f.b, addr, false, loc).Result(0), pt.Elem()
		}
		st, ok := ct.(*cc.StructType)
		if !ok {
			if ct.Kind() == cc.Union {
				f.t.errorAt(ompPos(m.Pos), "mapping a member of a union is not supported: map the union")
			} else {
				f.t.errorAt(ompPos(m.Pos), "'%s' is not a struct", typeString(ct))
			}
			return nil, nil
		}
		fld := st.FieldByName(m.Name)
		if fld == nil {
			f.t.errorAt(ompPos(m.Pos), "'%s' has no member named '%s'", typeString(ct), m.Name)
			return nil, nil
		}
		if fld.IsBitfield() {
			f.t.errorAt(ompPos(m.Pos), "a bit-field cannot be mapped")
			return nil, nil
		}
		// A member of an anonymous struct is reached through it (see
		// function.member).
		fields := []*cc.Field{fld}
		for p := fld.ParentField(); p != nil && p.Name() == ""; p = p.ParentField() {
			fields = append([]*cc.Field{p}, fields...)
		}
		for _, p := range fields {
			want := cir.PtrTo(f.t.typ(ct, nil))
			if addr.Type() != ir.Type(want) {
				addr = cir.NewCast(f.b, cir.CastBitcast, addr, want, loc).Result(0)
			}
			addr = cir.NewGetMemberOfType(f.b, addr, p.Index(), p.Name(), cir.PtrTo(f.t.typ(p.Type(), nil)), loc).Result(0)
			path = append(path, int64(p.Index()))
			ct = p.Type()
		}
	}
	return &variable{addr: addr, ct: ct}, path
}

// mapStruct builds the struct entry of the items of one variable that
// name its members (and maybe the variable itself), in upstream's shape:
// an omp.map.info of the struct (of what the variable points to, for
// `ps->m`) with members(...) and members_index listing the members'
// entries, sorted by their field paths, which is their order in memory.
// Listed alone, members map only their own storage (OpenMP 5.2, 5.8.3):
// the struct entry then says partial_map, has no motion of its own (its
// members' map types move the data; delete is the struct's, since it
// removes the mapping), and the offload lowering spans it from the first
// member to the end of the last. With the variable listed too, the entry
// maps all of it with the variable's map type.
func (f *function) mapStruct(decl *cc.Declarator, group []mapClauseItem) *mapEntry {
	first := group[0].it
	loc := ir.NewFileLineColLoc(first.Pos.File, first.Pos.Line, first.Pos.Col)
	_, v := f.mapVariable(first, group[0].c)
	if v == nil {
		return nil
	}
	type member struct {
		it    ompdir.Item
		path  []int64
		info  *ir.Value
		flags omp.MapFlags
	}
	var whole *mapClauseItem
	var members []member
	arrow := false
	for i, mi := range group {
		if len(mi.it.Members) == 0 {
			if whole != nil {
				f.t.errorAt(ompPos(mi.it.Pos), "'%s' appears in more than one map clause", mi.it.Name)
				return nil
			}
			if len(mi.it.Sections) > 0 {
				f.t.errorAt(ompPos(mi.it.Pos), "'%s' is mapped as a section and by members: map the whole variable or members", itemText(mi.it))
				return nil
			}
			whole = &group[i]
			continue
		}
		if len(members) == 0 {
			arrow = mi.it.Members[0].Arrow
		} else if mi.it.Members[0].Arrow != arrow {
			f.t.errorAt(ompPos(mi.it.Members[0].Pos), "'%s' is used with both '.' and '->'", mi.it.Name)
			return nil
		}
		mloc := ir.NewFileLineColLoc(mi.it.Pos.File, mi.it.Pos.Line, mi.it.Pos.Col)
		obj, path := f.memberObject(v, mi.it, mloc)
		if obj == nil {
			return nil
		}
		info, _ := f.mapObject(obj, mi.it, mi.c, mi.flags, "ByRef", nil, mloc)
		if info == nil {
			return nil
		}
		members = append(members, member{it: mi.it, path: path, info: info, flags: mi.flags})
	}
	if whole != nil && arrow {
		f.t.errorAt(ompPos(whole.it.Pos), "mapping the pointer '%s' and members of what it points to is not supported", whole.it.Name)
		return nil
	}
	slices.SortStableFunc(members, func(a, b member) int { return slices.Compare(a.path, b.path) })
	for k := 1; k < len(members); k++ {
		a, b := members[k-1], members[k]
		if len(a.path) <= len(b.path) && slices.Equal(a.path, b.path[:len(a.path)]) {
			if len(a.path) == len(b.path) {
				f.t.errorAt(ompPos(b.it.Pos), "'%s' appears in more than one map clause", itemText(b.it))
			} else {
				f.t.errorAt(ompPos(b.it.Pos), "'%s' is part of '%s', which is mapped as well", itemText(b.it), itemText(a.it))
			}
			return nil
		}
	}
	e := &mapEntry{decl: decl, v: v, pos: first.Pos}
	varPtr, ct := v.addr, v.ct
	if arrow {
		e.pointee = true
		ct = ct.(*cc.PointerType).Elem()
		varPtr = cir.NewLoad(f.b, v.addr, false, loc).Result(0)
	}
	var flags omp.MapFlags
	var extra []ir.NamedAttribute
	if whole != nil {
		flags = whole.flags
	} else {
		for _, m := range members {
			flags |= m.flags & omp.MapDelete
		}
		extra = append(extra, ir.NamedAttribute{Name: "partial_map", Value: ir.Unit})
	}
	e.flags = flags
	infos := make([]*ir.Value, len(members))
	paths := make([]ir.Attribute, len(members))
	for k, m := range members {
		infos[k] = m.info
		idx := make([]ir.Attribute, len(m.path))
		for j, n := range m.path {
			idx[j] = ir.IntAttr(ir.I64, n)
		}
		paths[k] = f.t.ctx.ArrayAttr(idx)
	}
	e.members = infos
	name := first.Name
	if whole != nil {
		name = itemText(whole.it)
	}
	ops := omp.Operands{"var_ptr": {varPtr}, "members": infos}
	attrs := append([]ir.NamedAttribute{
		{Name: "var_type", Value: ir.TypeAttr{Type: f.t.typ(ct, nil)}},
		{Name: "map_type", Value: omp.MapTypeAttr(flags)},
		{Name: "map_capture_type", Value: omp.Enum(omp.CaptureKindEnum, "ByRef")},
		{Name: "members_index", Value: f.t.ctx.ArrayAttr(paths)},
		{Name: "name", Value: ir.Str(name)},
	}, extra...)
	e.info = omp.Build(f.b, omp.MapInfoOpName, loc, ops, attrs, []ir.Type{varPtr.Type()}, 0).Result(0)
	return e
}

// itemText spells a list item as written, for the map's name.
func itemText(it ompdir.Item) string {
	var sb strings.Builder
	sb.WriteString(it.Name)
	for _, m := range it.Members {
		if m.Arrow {
			sb.WriteString("->")
		} else {
			sb.WriteString(".")
		}
		sb.WriteString(m.Name)
	}
	for range it.Sections {
		sb.WriteString("[:]")
	}
	return sb.String()
}

// defaultmapRule is the implicit data-mapping attribute a defaultmap
// clause gives a category of variables.
type defaultmapRule struct {
	behavior string // "" or "default": OpenMP's implicit rules
	flags    omp.MapFlags
	pos      ompdir.Pos
}

// defaultmapBehaviors are OpenMP 5.2's implicit behaviors (5.8.7) with
// the map type each stands for.
var defaultmapBehaviors = map[string]omp.MapFlags{
	"alloc": 0, "to": omp.MapTo, "from": omp.MapFrom, "tofrom": omp.MapToFrom,
	"present": omp.MapPresent, "firstprivate": 0, "none": 0, "default": 0,
}

// defaultmaps reads a target construct's defaultmap clauses: the rule for
// each variable category ("scalar", "aggregate", "pointer"); a clause
// without a category (or with `all`) sets every one.
func (f *function) defaultmaps(d *ompdir.Directive) map[string]defaultmapRule {
	rules := map[string]defaultmapRule{}
	for _, c := range d.ClausesNamed("defaultmap") {
		flags, ok := defaultmapBehaviors[c.Kind]
		if !ok {
			f.t.errorAt(ompPos(c.KindPos), "expected 'alloc', 'to', 'from', 'tofrom', 'firstprivate', 'none', 'default' or 'present' in 'defaultmap' clause, found '%s'", c.Kind)
			continue
		}
		cats := []string{"scalar", "aggregate", "pointer"}
		if len(c.Modifiers) > 0 && c.Modifiers[0] != "all" {
			switch c.Modifiers[0] {
			case "scalar", "aggregate", "pointer":
				cats = c.Modifiers[:1]
			case "allocatable":
				// Fortran's: C has no allocatable variables.
				continue
			default:
				f.t.errorAt(clausePos(c), "expected 'scalar', 'aggregate', 'pointer' or 'all' as the category of 'defaultmap', found '%s'", c.Modifiers[0])
				continue
			}
		}
		for _, cat := range cats {
			if _, dup := rules[cat]; dup {
				f.t.errorAt(clausePos(c), "more than one 'defaultmap' clause for the %s category", cat)
				continue
			}
			rules[cat] = defaultmapRule{behavior: c.Kind, flags: flags, pos: c.Pos}
		}
	}
	return rules
}

// defaultmapCategory is the defaultmap category of a variable of type ct.
func defaultmapCategory(ct cc.Type) string {
	switch {
	case ct.Kind() == cc.Ptr:
		return "pointer"
	case cc.IsScalarType(ct):
		return "scalar"
	}
	return "aggregate"
}

// linkGlobals returns the declare target link globals s names, in the
// order it names them: the device reaches them only through a map, so a
// target region maps them implicitly.
func (f *function) linkGlobals(s *cc.Statement) []*cc.Declarator {
	var out []*cc.Declarator
	seen := map[*cc.Declarator]bool{}
	walkIdents(s, func(p *cc.PrimaryExpression) {
		d := declaratorOf(p.ResolvedTo())
		if d == nil || seen[d] || f.vars[d] != nil || d.Type().Kind() == cc.Function || f.t.declareTargetNames[d.Name()] != "link" {
			return
		}
		seen[d] = true
		out = append(out, d)
	})
	return out
}

// motionRows splits a target update list item whose section is no
// contiguous storage (a[0:8][2:3]: OpenMP 5.2, 5.9, allows it in motion
// clauses) into one item per element of its outermost section, until
// each is contiguous: the offload entries describe contiguous bytes, and
// libomptarget's non-contiguous descriptors are a different ABI. The
// outermost section's length must then be a constant; splitting a
// section that is contiguous after all only costs transfers.
func (f *function) motionRows(it ompdir.Item, c *ompdir.Clause) []ompdir.Item {
	decl := f.resolve(it.Name)
	if decl == nil || len(it.Members) > 0 || len(it.Sections) < 2 {
		return []ompdir.Item{it}
	}
	var dims []int64 // the length of each dimension, -1 through a pointer
	ct := decl.Type()
	if pt, ok := ct.(*cc.PointerType); ok {
		dims, ct = append(dims, -1), pt.Elem()
	}
	for len(dims) < len(it.Sections) {
		a, ok := ct.(*cc.ArrayType)
		if !ok || isVLA(a) {
			return []ompdir.Item{it}
		}
		dims, ct = append(dims, a.Len()), a.Elem()
	}
	// Contiguous: after the first section of more than one element, all
	// are whole dimensions.
	split := false
	many := false
	for k, s := range it.Sections {
		if many && !fullSection(s, dims[k]) {
			split = true
		}
		if n, ok := sectionLength(s, dims[k]); !ok || n != 1 {
			many = true
		}
	}
	if !split {
		return []ompdir.Item{it}
	}
	s0 := it.Sections[0]
	n, ok := sectionLength(s0, dims[0])
	if !ok {
		f.t.errorAt(ompPos(s0.Pos), "'%s' is not contiguous storage, and its outermost section has no constant length to move it row by row: not supported in '%s'", itemText(it), c.Name)
		return nil
	}
	var lower ompdir.Expr = &ompdir.Literal{Pos: s0.Pos, Kind: ompdir.Number, Text: "0"}
	if s0.Lower != nil {
		lower = s0.Lower
	}
	var out []ompdir.Item
	for i := range n {
		row := it
		row.Sections = append([]ompdir.Section{{Pos: s0.Pos, Lower: &ompdir.Binary{Pos: s0.Pos, Op: "+", X: lower,
			Y: &ompdir.Literal{Pos: s0.Pos, Kind: ompdir.Number, Text: strconv.FormatInt(i, 10)}}}}, it.Sections[1:]...)
		out = append(out, f.motionRows(row, c)...)
	}
	return out
}

// constExpr is the value of a clause expression that is an integer
// constant as written (a macro's expansion included).
func constExpr(e ompdir.Expr) (int64, bool) {
	l, ok := e.(*ompdir.Literal)
	if !ok || l.Kind != ompdir.Number {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimRight(l.Text, "uUlL"), 0, 64)
	return n, err == nil
}

// sectionLength is the number of elements a section has, when constant.
func sectionLength(s ompdir.Section, dim int64) (int64, bool) {
	switch {
	case !s.Colon:
		return 1, true
	case s.Length != nil:
		return constExpr(s.Length)
	case dim < 0:
		return 0, false
	case s.Lower == nil:
		return dim, true
	}
	lo, ok := constExpr(s.Lower)
	return dim - lo, ok
}

// fullSection reports whether a section surely covers its whole
// dimension.
func fullSection(s ompdir.Section, dim int64) bool {
	if dim < 0 {
		return false
	}
	if s.Lower != nil {
		if lo, ok := constExpr(s.Lower); !ok || lo != 0 {
			return false
		}
	}
	n, ok := sectionLength(s, dim)
	return ok && n == dim
}

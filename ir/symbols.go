package ir

import "strconv"

// The attribute names with which operations declare symbols.
const (
	SymbolNameAttr       = "sym_name"
	SymbolVisibilityAttr = "sym_visibility"
)

// SymbolName returns the symbol an operation defines, and whether it
// defines one.
func SymbolName(op *Operation) (string, bool) {
	s, ok := op.Attr(SymbolNameAttr).(StringAttr)
	return s.Value, ok
}

// IsPrivateSymbol reports whether op's symbol is private: invisible outside
// its symbol table.
func IsPrivateSymbol(op *Operation) bool {
	v, _ := op.Attr(SymbolVisibilityAttr).(StringAttr)
	return v.Value == "private"
}

// IsSymbolTable reports whether op holds a symbol table, that is, whether
// its definition has the SymbolTable trait.
func IsSymbolTable(op *Operation) bool { return op.HasTrait(SymbolTable) }

// SymbolTableOf indexes the symbols directly in op's first region. The
// index is a snapshot: it does not follow later changes to the IR other
// than those made through it.
type SymbolTableOf struct {
	op      *Operation
	symbols map[string]*Operation
	uniq    int
}

// NewSymbolTable indexes the symbols defined in op's region. A duplicate
// name is reported at the second definition, with a note at the first.
func NewSymbolTable(op *Operation) (*SymbolTableOf, error) {
	t := &SymbolTableOf{op: op, symbols: map[string]*Operation{}}
	if op.NumRegions() == 0 {
		return t, nil
	}
	for _, b := range op.Region(0).Blocks() {
		for child := range b.Ops() {
			name, ok := SymbolName(child)
			if !ok {
				continue
			}
			if prev := t.symbols[name]; prev != nil {
				return t, Errorf(child.loc, "redefinition of symbol named '%s'", name).
					AttachNote(prev.loc, "see existing symbol definition here")
			}
			t.symbols[name] = child
		}
	}
	return t, nil
}

// Op returns the operation holding the table.
func (t *SymbolTableOf) Op() *Operation { return t.op }

// Lookup returns the operation defining name, or nil.
func (t *SymbolTableOf) Lookup(name string) *Operation { return t.symbols[name] }

// Insert appends the detached symbol op to the table's block (before its
// terminator, if any), renaming it with a numeric suffix when the name is
// taken. It returns the name used.
func (t *SymbolTableOf) Insert(op *Operation) string { return t.InsertBefore(op, nil) }

// InsertBefore is Insert placing op right before the operation before, of
// the table's block (MLIR's SymbolTable::insert with an insertion point);
// a nil before means where Insert puts it.
func (t *SymbolTableOf) InsertBefore(op, before *Operation) string {
	name, _ := SymbolName(op)
	if t.symbols[name] != nil {
		base := name
		for {
			t.uniq++
			name = base + "_" + strconv.Itoa(t.uniq)
			if t.symbols[name] == nil {
				break
			}
		}
		op.SetAttr(SymbolNameAttr, Str(name))
	}
	body := t.op.Region(0).First()
	if before == nil {
		before = body.Terminator()
	}
	body.insertBefore(op, before)
	t.symbols[name] = op
	return name
}

// Remove drops op from the index (the caller erases it).
func (t *SymbolTableOf) Remove(op *Operation) {
	if name, ok := SymbolName(op); ok && t.symbols[name] == op {
		delete(t.symbols, name)
	}
}

// LookupSymbolIn resolves ref starting in the symbol table held by table:
// the root in table, each nested name in the table found before it.
func LookupSymbolIn(table *Operation, ref SymbolRefAttr) *Operation {
	cur := lookupDirect(table, ref.Root())
	for _, n := range ref.Nested() {
		if cur == nil || !IsSymbolTable(cur) {
			return nil
		}
		cur = lookupDirect(cur, n)
	}
	return cur
}

func lookupDirect(table *Operation, name string) *Operation {
	if table.NumRegions() == 0 {
		return nil
	}
	for _, b := range table.Region(0).Blocks() {
		for child := range b.Ops() {
			if n, ok := SymbolName(child); ok && n == name {
				return child
			}
		}
	}
	return nil
}

// NearestSymbolTable returns the closest operation enclosing from (or from
// itself) that holds a symbol table, or nil.
func NearestSymbolTable(from *Operation) *Operation {
	for op := from; op != nil; op = op.ParentOp() {
		if IsSymbolTable(op) {
			return op
		}
	}
	return nil
}

// LookupNearestSymbolFrom resolves ref in the nearest symbol table
// enclosing from, then in the tables enclosing that one.
func LookupNearestSymbolFrom(from *Operation, ref SymbolRefAttr) *Operation {
	for table := NearestSymbolTable(from); table != nil; table = NearestSymbolTable(table.ParentOp()) {
		if found := LookupSymbolIn(table, ref); found != nil {
			return found
		}
		if table.ParentOp() == nil {
			break
		}
	}
	return nil
}

// SymbolUse is one reference to a symbol in an operation's attributes.
type SymbolUse struct {
	User *Operation
	Ref  SymbolRefAttr
}

// SymbolUses lists the symbol references held in the attributes of op and
// of every operation nested in it, in walk order. References nested in
// arrays and dictionaries count too.
func SymbolUses(op *Operation) []SymbolUse {
	var uses []SymbolUse
	op.Walk(PreOrder, func(o *Operation) WalkResult {
		for _, a := range o.attrList() {
			if a.Name == SymbolNameAttr {
				continue
			}
			forEachSymbolRef(a.Value, func(r SymbolRefAttr) {
				uses = append(uses, SymbolUse{User: o, Ref: r})
			})
		}
		return Advance
	})
	return uses
}

func forEachSymbolRef(a Attribute, fn func(SymbolRefAttr)) {
	switch a := a.(type) {
	case SymbolRefAttr:
		fn(a)
	case *ArrayAttr:
		for _, e := range a.elems {
			forEachSymbolRef(e, fn)
		}
	case *DictionaryAttr:
		for _, e := range a.entries {
			forEachSymbolRef(e.Value, fn)
		}
	}
}

// SymbolTableCollection caches the symbol tables of many operations, so that
// code resolving many references (the verifier's symbol-use checks, passes
// such as inlining) pays for indexing each table once instead of scanning
// it per lookup. Like SymbolTableOf, it is a snapshot: symbols added or
// removed behind its back are not seen.
type SymbolTableCollection struct {
	tables map[*Operation]map[string]*Operation
}

// NewSymbolTableCollection returns an empty collection.
func NewSymbolTableCollection() *SymbolTableCollection {
	return &SymbolTableCollection{tables: map[*Operation]map[string]*Operation{}}
}

// table returns the index of the symbols directly in op's first region; of
// duplicate names, the first definition wins (the verifier reports the
// duplicate elsewhere).
func (c *SymbolTableCollection) table(op *Operation) map[string]*Operation {
	if t, ok := c.tables[op]; ok {
		return t
	}
	t := map[string]*Operation{}
	if op.NumRegions() > 0 {
		for _, b := range op.Region(0).Blocks() {
			for child := range b.Ops() {
				if name, ok := SymbolName(child); ok {
					if _, dup := t[name]; !dup {
						t[name] = child
					}
				}
			}
		}
	}
	c.tables[op] = t
	return t
}

// LookupSymbolIn is [LookupSymbolIn] through the cache.
func (c *SymbolTableCollection) LookupSymbolIn(table *Operation, ref SymbolRefAttr) *Operation {
	cur := c.table(table)[ref.Root()]
	for _, n := range ref.Nested() {
		if cur == nil || !IsSymbolTable(cur) {
			return nil
		}
		cur = c.table(cur)[n]
	}
	return cur
}

// LookupNearestSymbolFrom is [LookupNearestSymbolFrom] through the cache.
func (c *SymbolTableCollection) LookupNearestSymbolFrom(from *Operation, ref SymbolRefAttr) *Operation {
	for table := NearestSymbolTable(from); table != nil; table = NearestSymbolTable(table.ParentOp()) {
		if found := c.LookupSymbolIn(table, ref); found != nil {
			return found
		}
		if table.ParentOp() == nil {
			break
		}
	}
	return nil
}

package ir

import (
	"errors"
	"strings"
)

// --- SSA name scopes ---

// valueScope holds the SSA names visible in a region tree that is isolated
// from above (the top level, and the regions of IsolatedFromAbove custom
// operations). Nested regions that are not isolated share their parent's
// scope, but the names they define are forgotten when they end, so that
// sibling regions may reuse them.
type valueScope struct {
	// Names that are canonical decimal numbers (%0, %17) are by far the
	// most common; they are looked up by number in pages of entries rather
	// than hashed.
	pages [][]ssaEntry
	named map[string]*ssaEntry
	// levels has one entry per region being parsed in this scope; all but
	// the first record the names they define.
	levels []scopeLevel
	// live counts the slots holding a value or a placeholder. The parallel
	// parser splices operations parsed elsewhere only while every scope is
	// empty, so that no name of theirs could have meant something else.
	live int
}

type scopeLevel struct {
	nums  []int
	names []string
}

const (
	ssaPageBits = 8
	ssaPageSize = 1 << ssaPageBits
	// maxNumericName bounds the names kept in pages; larger numbers are
	// hashed like other names.
	maxNumericName = 1 << 24
	// maxResultNumber bounds `%x#N`, so that a hostile N cannot make the
	// parser allocate without limit.
	maxResultNumber = 1 << 16
)

// ssaSlot is one value of a name: `%x#N` is slot N of `%x`. off is the
// source offset of its definition, or of its first use while v is a
// placeholder for a forward reference.
type ssaSlot struct {
	v   *Value
	off int
}

type ssaEntry struct {
	ssaSlot            // slot 0
	more    *[]ssaSlot // slots 1..
}

func (e *ssaEntry) slot(n int) *ssaSlot {
	if n == 0 {
		return &e.ssaSlot
	}
	if e.more == nil {
		e.more = new([]ssaSlot)
	}
	for len(*e.more) < n {
		*e.more = append(*e.more, ssaSlot{})
	}
	return &(*e.more)[n-1]
}

func (e *ssaEntry) lookup(n int) *ssaSlot {
	if n == 0 {
		return &e.ssaSlot
	}
	if e.more == nil || len(*e.more) < n {
		return nil
	}
	return &(*e.more)[n-1]
}

// numericName returns N for a name `%N` written canonically.
func numericName(name string) (int, bool) {
	s := name[1:]
	if s == "" || len(s) > 8 || s[0] == '0' && len(s) > 1 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isDigit(c) {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, n < maxNumericName
}

func (s *valueScope) entry(name string, create bool) *ssaEntry {
	if n, ok := numericName(name); ok {
		pg := n >> ssaPageBits
		if pg >= len(s.pages) {
			if !create {
				return nil
			}
			grown := make([][]ssaEntry, max(pg+1, 2*len(s.pages)))
			copy(grown, s.pages)
			s.pages = grown
		}
		if s.pages[pg] == nil {
			if !create {
				return nil
			}
			s.pages[pg] = make([]ssaEntry, ssaPageSize)
		}
		return &s.pages[pg][n&(ssaPageSize-1)]
	}
	e := s.named[name]
	if e == nil && create {
		if s.named == nil {
			s.named = map[string]*ssaEntry{}
		}
		e = &ssaEntry{}
		s.named[name] = e
	}
	return e
}

func (s *valueScope) recordDefinition(name string) {
	if len(s.levels) < 2 {
		return
	}
	lvl := &s.levels[len(s.levels)-1]
	if n, ok := numericName(name); ok {
		lvl.nums = append(lvl.nums, n)
	} else {
		lvl.names = append(lvl.names, name)
	}
}

func (s *valueScope) popLevel() {
	lvl := s.levels[len(s.levels)-1]
	s.levels = s.levels[:len(s.levels)-1]
	for _, n := range lvl.nums {
		e := &s.pages[n>>ssaPageBits][n&(ssaPageSize-1)]
		s.live -= e.liveSlots()
		*e = ssaEntry{}
	}
	for _, name := range lvl.names {
		if e := s.named[name]; e != nil {
			s.live -= e.liveSlots()
			delete(s.named, name)
		}
	}
}

// liveSlots counts the slots of e that hold a value.
func (e *ssaEntry) liveSlots() int {
	n := 0
	if e.v != nil {
		n++
	}
	if e.more != nil {
		for _, s := range *e.more {
			if s.v != nil {
				n++
			}
		}
	}
	return n
}

func (p *AsmParser) pushValueScope(isolated bool) {
	if isolated || len(p.valueScopes) == 0 {
		var s *valueScope
		if n := len(p.spareScopes); n > 0 {
			s = p.spareScopes[n-1]
			p.spareScopes = p.spareScopes[:n-1]
		} else {
			s = &valueScope{levels: make([]scopeLevel, 1)}
		}
		p.valueScopes = append(p.valueScopes, s)
		return
	}
	s := p.valueScopes[len(p.valueScopes)-1]
	// The levels above len keep the arrays of regions that ended: reuse
	// them rather than allocate for every region.
	if n := len(s.levels); n < cap(s.levels) {
		s.levels = s.levels[:n+1]
		lvl := &s.levels[n]
		lvl.nums, lvl.names = lvl.nums[:0], lvl.names[:0]
		return
	}
	s.levels = append(s.levels, scopeLevel{})
}

func (p *AsmParser) popValueScope() {
	s := p.valueScopes[len(p.valueScopes)-1]
	if len(s.levels) == 1 {
		p.valueScopes = p.valueScopes[:len(p.valueScopes)-1]
		// Keep the scope, its pages in particular, for the next function.
		s.reset()
		p.spareScopes = append(p.spareScopes, s)
		return
	}
	s.popLevel()
}

// reset empties s, an isolated scope that ended, for reuse.
func (s *valueScope) reset() {
	for _, pg := range s.pages {
		clear(pg)
	}
	clear(s.named)
	s.levels = s.levels[:1]
	s.levels[0] = scopeLevel{}
	s.live = 0
}

func (p *AsmParser) scope() *valueScope { return p.valueScopes[len(p.valueScopes)-1] }

// isPlaceholder reports whether v stands for a value not defined yet: real
// values are either results or block arguments.
func isPlaceholder(v *Value) bool { return v.def == nil && v.arg == nil }

// resolveValue returns the value `name#num` of type t used at offset off,
// or a placeholder when it is not defined yet.
func (p *AsmParser) resolveValue(name string, num, off int, t Type) (*Value, error) {
	if num >= maxResultNumber {
		return nil, p.errAt(off, "reference to invalid result number")
	}
	sc := p.scope()
	e := sc.entry(name, true)
	if s := e.lookup(num); s != nil && s.v != nil {
		if s.v.typ == t {
			return s.v, nil
		}
		d := p.errAt(off, "use of value '%s' expects different type than prior uses: '%s' vs '%s'",
			name, TypeString(t), TypeString(s.v.typ))
		return nil, p.note(d, s.off, "prior use here")
	}
	if e.v != nil && !isPlaceholder(e.v) {
		return nil, p.errAt(off, "reference to invalid result number")
	}
	ph := &Value{typ: t}
	*e.slot(num) = ssaSlot{v: ph, off: off}
	sc.live++
	p.forwardRefs[ph] = off
	return ph, nil
}

// defineValue binds `name#num`, written at offset off, to v.
func (p *AsmParser) defineValue(name string, num, off int, v *Value) error {
	if num >= maxResultNumber {
		return p.errAt(off, "reference to invalid result number")
	}
	sc := p.scope()
	s := sc.entry(name, true).slot(num)
	if old := s.v; old != nil {
		if !isPlaceholder(old) {
			d := p.errAt(off, "redefinition of SSA value '%s'", name)
			return p.note(d, s.off, "previously defined here")
		}
		if old.typ != v.typ {
			d := p.errAt(off, "definition of SSA value '%s#%d' has type '%s'", name, num, TypeString(v.typ))
			return p.note(d, s.off, "previously used here with type '"+TypeString(old.typ)+"'")
		}
		old.ReplaceAllUsesWith(v)
		delete(p.forwardRefs, old)
	} else {
		sc.live++
	}
	*s = ssaSlot{v: v, off: off}
	sc.recordDefinition(name)
	return nil
}

// referenceOff returns where `name#num` was defined or first used in the
// current scope.
func (p *AsmParser) referenceOff(name string, num int) (int, bool) {
	e := p.scope().entry(name, false)
	if e == nil {
		return 0, false
	}
	if s := e.lookup(num); s != nil && s.v != nil {
		return s.off, true
	}
	return 0, false
}

// --- block scopes ---

// blockScope holds the block names of one region.
type blockScope struct {
	// byName holds its entries by value, and the scope and its map are
	// reused by the regions parsed after it (pushBlockScope): a map and an
	// entry per block would be garbage once the region is parsed.
	byName map[string]blockDef
	// pending counts blocks referenced but not defined yet.
	pending int
}

type blockDef struct {
	b       *Block
	off     int
	defined bool
}

// maxReusedBlocks bounds the map a block scope keeps for the next
// region: clearing a map takes time in proportion to its size, which
// would be paid again by every small region after a large one.
const maxReusedBlocks = 64

func (p *AsmParser) pushBlockScope() {
	if n := len(p.blockScopes); n < cap(p.blockScopes) {
		// The scope a finished region left above the stack, emptied here
		// rather than when popped: a parse that failed (a worker's chunk)
		// may not have popped it.
		if bs := p.blockScopes[:n+1][n]; bs != nil {
			if len(bs.byName) > 0 {
				clear(bs.byName)
			}
			bs.pending = 0
			p.blockScopes = p.blockScopes[:n+1]
			return
		}
	}
	p.blockScopes = append(p.blockScopes, &blockScope{})
}

func (p *AsmParser) popBlockScope() error {
	bs := p.blockScopes[len(p.blockScopes)-1]
	p.blockScopes = p.blockScopes[:len(p.blockScopes)-1]
	first := -1
	if bs.pending > 0 {
		for _, d := range bs.byName {
			if !d.defined && (first < 0 || d.off < first) {
				first = d.off
			}
		}
	}
	if len(bs.byName) > maxReusedBlocks {
		bs.byName = nil
	}
	if first >= 0 {
		return p.errAt(first, "reference to an undefined block")
	}
	return nil
}

// blockNamed returns the block called name in the current region, creating
// a forward reference at offset off if it is not defined yet.
func (p *AsmParser) blockNamed(name string, off int) *Block {
	bs := p.blockScopes[len(p.blockScopes)-1]
	if d, ok := bs.byName[name]; ok {
		return d.b
	}
	if bs.byName == nil {
		bs.byName = map[string]blockDef{}
	}
	b := &Block{}
	bs.byName[name] = blockDef{b: b, off: off}
	bs.pending++
	return b
}

// --- operations ---

// rawOperand is an operand as written in the generic form, kept without
// allocating a Location.
type rawOperand struct {
	name string
	num  int
	off  int
}

type resultGroup struct {
	name  string
	count int
	off   int
}

// parseOperation parses one operation, with its results and trailing
// location, and appends it to into.
func (p *AsmParser) parseOperation(into *Block) error {
	start := p.tok.start
	var groupBuf [2]resultGroup
	groups := groupBuf[:0]
	numResults := 0
	if p.is(tokPercentIdent) {
		for {
			if !p.is(tokPercentIdent) {
				return p.errWrongToken("expected valid ssa identifier")
			}
			g := resultGroup{name: p.spelling(), count: 1, off: p.tok.start}
			p.consume()
			if p.consumeIf(tokColon) {
				if !p.is(tokInteger) {
					return p.errWrongToken("expected integer number of results")
				}
				n, ok := parseUint(p.spelling())
				if !ok || n < 1 || n > 1<<31 {
					return p.errHere("expected named operation to have at least 1 result")
				}
				p.consume()
				g.count = int(n)
			}
			groups = append(groups, g)
			numResults += g.count
			if !p.consumeIf(tokComma) {
				break
			}
		}
		if err := p.expect(tokEqual, "expected '=' after SSA name"); err != nil {
			return err
		}
	}

	var op *Operation
	var err error
	switch p.tok.kind {
	case tokBareIdent:
		op, err = p.parseCustomOperation()
	case tokString:
		op, err = p.parseGenericOperation()
	default:
		return p.errWrongToken("expected operation name in quotes")
	}
	if err != nil {
		return err
	}
	into.Append(op)
	if def := op.Def(); def != nil && def.Upgrade != nil {
		b := NewBuilder(p.ctx)
		b.SetInsertionPointBefore(op)
		if err := def.Upgrade(b, op); err != nil {
			return p.errAt(start, "%s", err.Error())
		}
	}

	if len(groups) > 0 {
		if op.NumResults() == 0 {
			return p.errAt(start, "cannot name an operation with no results")
		}
		if numResults != op.NumResults() {
			return p.errAt(start, "operation defines %d results but was provided %d to bind", op.NumResults(), numResults)
		}
		k := 0
		for _, g := range groups {
			for i := 0; i < g.count; i++ {
				if err := p.defineValue(g.name, i, g.off, &op.resultSlots()[k]); err != nil {
					return err
				}
				k++
			}
		}
	}
	return nil
}

// parseGenericOperation parses `"name"(operands)[successors] <{props}>
// (regions) {attrs} : type` and the trailing location.
func (p *AsmParser) parseGenericOperation() (*Operation, error) {
	nameOff := p.tok.start
	name := unescapeString(p.spelling())
	if name == "" {
		return nil, p.errHere("empty operation name is invalid")
	}
	if strings.IndexByte(name, 0) >= 0 {
		return nil, p.errHere("null character not allowed in operation name")
	}
	p.consume()
	// The location comes first: the regions move the line cursor on.
	loc := p.locAt(nameOff)
	opName := p.opName(name)
	if opName.def != nil && opName.def.ReadsAs != "" {
		opName = p.opName(opName.def.ReadsAs)
	}
	if !opName.IsRegistered() && !p.ctx.AllowsUnregisteredDialects() && p.ctx.Dialect(opName.dialect) == nil {
		return nil, p.errHere("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
	}

	if err := p.expect(tokLParen, "expected '(' to start operand list"); err != nil {
		return nil, err
	}
	rawBase := len(p.rawScratch)
	if p.is(tokPercentIdent) {
		for {
			u, err := p.parseRawOperand(true)
			if err != nil {
				return nil, err
			}
			p.rawScratch = append(p.rawScratch, u)
			if !p.consumeIf(tokComma) {
				break
			}
		}
	}
	rawEnd := len(p.rawScratch)
	if err := p.expect(tokRParen, "expected ')' to end operand list"); err != nil {
		return nil, err
	}

	var successors []*Block
	var succOperands []*Value
	if p.is(tokLSquare) {
		err := p.parseCommaList(SquareDelimiter, "", func() error {
			if !p.is(tokCaretIdent) {
				return p.errWrongToken("expected block name")
			}
			successors = append(successors, p.blockNamed(p.spelling(), p.tok.start))
			p.consume()
			// Old MLIR spelled successor operands inside the list; accept
			// that too, as trailing operands.
			if p.consumeIf(tokLParen) {
				vs, err := p.parseSSAUseAndTypeList()
				if err != nil {
					return err
				}
				succOperands = append(succOperands, vs...)
				return p.expect(tokRParen, "expected ')' to close argument list")
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}

	// Properties come before the regions, the attributes after; nested
	// operations use the scratch stack in between, so the properties wait
	// in their own slice.
	var props []NamedAttribute
	if p.is(tokLess) {
		if next := p.peek(); next.kind == tokLBrace {
			p.consume()
			if err := p.parseAttrDictInto(&props); err != nil {
				return nil, err
			}
			if err := p.expect(tokGreater, "expected '>' to close properties"); err != nil {
				return nil, err
			}
		}
	}

	var regions []*Region
	if p.consumeIf(tokLParen) {
		for {
			r := &Region{}
			if err := p.parseRegion(r, nil, false); err != nil {
				return nil, err
			}
			regions = append(regions, r)
			if !p.consumeIf(tokComma) {
				break
			}
		}
		if err := p.expect(tokRParen, "expected ')' to end region list"); err != nil {
			return nil, err
		}
	}

	attrBase := len(p.attrScratch)
	defer func() { p.attrScratch = p.attrScratch[:attrBase] }()
	p.attrScratch = append(p.attrScratch, props...)
	if p.is(tokLBrace) {
		if err := p.parseAttrDictInto(&p.attrScratch); err != nil {
			return nil, err
		}
	}
	// As MLIR 16 does, a registered op gets the defaults of the
	// default-valued attributes the text leaves out.
	p.attrScratch = appendDefaults(opName.def, p.attrScratch)
	attrs := p.attrScratch[attrBase:]

	if err := p.expect(tokColon, "expected ':' followed by operation type"); err != nil {
		return nil, err
	}
	typeOff := p.tok.start
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	fn, ok := t.(*FunctionType)
	if !ok {
		return nil, p.errAt(typeOff, "expected function type")
	}
	operands := p.rawScratch[rawBase:rawEnd]
	p.rawScratch = p.rawScratch[:rawBase]
	if len(fn.inputs) != len(operands) {
		return nil, p.errAt(typeOff, "expected %d operand types but had %d", len(operands), len(fn.inputs))
	}
	values := p.valScratch[:0]
	for i, u := range operands {
		v, err := p.resolveValue(u.name, u.num, u.off, fn.inputs[i])
		if err != nil {
			return nil, err
		}
		values = append(values, v)
	}
	values = append(values, succOperands...)
	p.valScratch = values

	op := createOpWithAttrs(opName, &OperationState{
		Loc:         loc,
		Operands:    values,
		ResultTypes: fn.results,
		Successors:  successors,
		NumRegions:  len(regions),
	}, p.sharedAttrs(attrs))
	for i, r := range regions {
		op.regionSlots()[i].TakeBody(r)
	}
	if err := p.parseTrailingLoc(op, nil); err != nil {
		return nil, err
	}
	return op, nil
}

// customOp is a registered operation as the parser knows it: its
// definition and its name record.
type customOp struct {
	def  *OpDef
	name *OpName
}

// lookupCustom returns the registered operation of a custom operation
// name, trying the default dialect's prefix for a name without one, and
// the name it found or tried last.
func (p *AsmParser) lookupCustom(name string) (customOp, string) {
	if c := p.customDef(name); c.def != nil || strings.IndexByte(name, '.') >= 0 {
		return c, name
	}
	full := p.defaultDialects[len(p.defaultDialects)-1] + "." + name
	return p.customDef(full), full
}

// customDef returns the registered operation name, with a nil def when
// there is none, remembering the answer: asking the context takes its
// lock, which parsers running concurrently would contend for on every
// operation.
func (p *AsmParser) customDef(name string) customOp {
	if c, ok := p.customDefs[name]; ok {
		return c
	}
	var c customOp
	if def := p.ctx.OpDef(name); def != nil {
		c = customOp{def: def, name: p.ctx.OpName(def.Name)}
	}
	if p.customDefs == nil {
		p.customDefs = map[string]customOp{}
	}
	p.customDefs[strings.Clone(name)] = c
	return c
}

// parseCustomOperation parses an operation in the custom form of its
// registered definition, and the trailing location.
func (p *AsmParser) parseCustomOperation() (*Operation, error) {
	nameOff := p.tok.start
	orig := p.spelling()
	custom, full := p.lookupCustom(orig)
	def := custom.def
	if def == nil || def.Parse == nil && def.format == nil {
		tried := ""
		if full != orig {
			tried = " (tried '" + full + "' as well)"
		}
		dialect, _, _ := strings.Cut(full, ".")
		// The builtin dialect is always there in MLIR.
		if dialect != "builtin" && p.ctx.Dialect(dialect) == nil {
			d := p.errAt(nameOff, "Dialect `%s' not found for custom op '%s' %s", dialect, orig, tried)
			var names []string
			for _, d := range p.ctx.Dialects() {
				names = append(names, d.Name)
			}
			return nil, p.note(d, nameOff, "Registered dialects: "+strings.Join(names, ", "))
		}
		return nil, p.errAt(nameOff, "custom op '%s' is unknown%s", orig, tried)
	}
	p.consume()

	frame := p.pushFrame(def, p.locAt(nameOff))
	defer p.popFrame()
	st := &frame.st
	p.defaultDialects = append(p.defaultDialects, def.DefaultDialect)
	var err error
	if def.Parse != nil {
		err = def.Parse(p, st)
	} else {
		err = def.format.parse(p, st)
	}
	p.defaultDialects = p.defaultDialects[:len(p.defaultDialects)-1]
	if err != nil {
		return nil, p.asDiagnostic(err)
	}
	if st.Name != def.Name {
		return nil, p.errAt(nameOff, "custom parser of '%s' changed the operation name", def.Name)
	}
	name := custom.name
	if def.ReadsAs != "" {
		target := p.customDef(def.ReadsAs)
		if target.def == nil {
			return nil, p.errAt(nameOff, "'%s' is read as '%s', which is not registered", def.Name, def.ReadsAs)
		}
		def, name = target.def, target.name
		st.Name = def.Name
	}
	st.NumRegions = max(st.NumRegions, len(frame.regions))
	// A custom syntax leaves default-valued attributes out; the op carries
	// them all the same, as in MLIR. They are added on the scratch stack,
	// as st.Attributes may be a slice the parser does not own, and
	// createOp copies the list.
	attrBase := len(p.attrScratch)
	p.attrScratch = appendDefaults(def, append(p.attrScratch, st.Attributes...))
	st.Attributes = p.attrScratch[attrBase:]
	op := createOpWithAttrs(name, st, p.sharedAttrs(st.Attributes))
	p.attrScratch = p.attrScratch[:attrBase]
	for i, r := range frame.regions {
		op.regionSlots()[i].TakeBody(r)
	}
	if err := p.parseTrailingLoc(op, nil); err != nil {
		return nil, err
	}
	return op, nil
}

// asDiagnostic turns an error of a hook into a located diagnostic; hooks
// usually return the parser's own diagnostics, but may return plain errors.
func (p *AsmParser) asDiagnostic(err error) error {
	var d *Diagnostic
	if errors.As(err, &d) {
		return err
	}
	return p.errHere("%s", err.Error())
}

// parseRawOperand parses `%name` or `%name#N`.
func (p *AsmParser) parseRawOperand(allowNumber bool) (rawOperand, error) {
	u := rawOperand{name: p.spelling(), off: p.tok.start}
	if err := p.expect(tokPercentIdent, "expected SSA operand"); err != nil {
		return u, err
	}
	if p.is(tokHashIdent) {
		if !allowNumber {
			return u, p.errHere("result number not allowed in argument list")
		}
		n, ok := parseUint(p.spelling()[1:])
		if !ok || !isDigit(p.src[p.tok.start+1]) || n >= maxResultNumber {
			return u, p.errHere("invalid SSA value result number")
		}
		u.num = int(n)
		p.consume()
	}
	return u, nil
}

// parseSSAUseAndTypeList parses `%a, %b : t1, t2` (or nothing) and
// resolves the operands.
func (p *AsmParser) parseSSAUseAndTypeList() ([]*Value, error) {
	us, ts, err := p.parseUnresolvedUseAndTypeList()
	if err != nil || us == nil {
		return nil, err
	}
	vs := make([]*Value, len(us))
	for i, u := range us {
		if vs[i], err = p.resolveValue(u.Name, u.Number, u.off, ts[i]); err != nil {
			return nil, err
		}
	}
	return vs, nil
}

// parseUnresolvedUseAndTypeList parses `%a, %b : t1, t2` (or nothing),
// leaving the operands to resolve.
func (p *AsmParser) parseUnresolvedUseAndTypeList() ([]UnresolvedOperand, []Type, error) {
	if !p.is(tokPercentIdent) {
		return nil, nil, nil
	}
	var us []UnresolvedOperand
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return nil, nil, err
		}
		us = append(us, u)
		if !p.consumeIf(tokComma) {
			break
		}
	}
	if err := p.expect(tokColon, "expected ':' in operand list"); err != nil {
		return nil, nil, err
	}
	ts, err := p.parseTypeListNoParens()
	if err != nil {
		return nil, nil, err
	}
	if len(ts) != len(us) {
		return nil, nil, p.errHere("expected %d types to match operand list", len(us))
	}
	return us, ts, nil
}

// parseTrailingLoc parses an optional `loc(...)` for op or the block
// argument arg.
func (p *AsmParser) parseTrailingLoc(op *Operation, arg *Value) error {
	if !p.isKeyword("loc") {
		return nil
	}
	p.consume()
	if err := p.expect(tokLParen, "expected '(' in location"); err != nil {
		return err
	}
	var loc Location
	if p.is(tokHashIdent) {
		off := p.tok.start
		ident := p.spelling()[1:]
		p.consume()
		if strings.IndexByte(ident, '.') >= 0 {
			return p.errAt(off, "expected location, but found dialect attribute: '#%s'", ident)
		}
		if a, ok := p.attrAliases[ident]; ok {
			l, ok := a.(Location)
			if !ok {
				return p.errAt(off, "expected location, but found '%s'", AttrString(a))
			}
			loc = l
		} else {
			// Locations may refer to aliases defined later in the file (MLIR
			// prints them at the end); resolve them in finalize.
			p.deferredLocs = append(p.deferredLocs, deferredLoc{op: op, arg: arg, name: strings.Clone(ident), off: off, isArg: arg != nil})
			loc = UnknownLoc{}
		}
	} else {
		l, err := p.parseLocationInstance()
		if err != nil {
			return err
		}
		loc = l
	}
	if err := p.expect(tokRParen, "expected ')' in location"); err != nil {
		return err
	}
	if arg != nil {
		arg.arg.loc = loc
	} else {
		op.loc = loc
	}
	return nil
}

// --- regions and blocks ---

// parseRegion parses `{ blocks }` into r, defining entryArgs (when named) as
// the arguments of the entry block.
func (p *AsmParser) parseRegion(r *Region, entryArgs []Argument, isolated bool) error {
	if err := p.expect(tokLBrace, "expected '{' to begin a region"); err != nil {
		return err
	}
	if err := p.enter(); err != nil {
		return err
	}
	defer p.leave()
	if len(entryArgs) > 0 || !p.is(tokRBrace) {
		if err := p.parseRegionBody(r, entryArgs, isolated); err != nil {
			return err
		}
	}
	return p.expect(tokRBrace, "expected '}' to end a region")
}

func (p *AsmParser) parseRegionBody(r *Region, entryArgs []Argument, isolated bool) error {
	p.pushValueScope(isolated)
	p.pushBlockScope()
	entry := &Block{}
	if len(entryArgs) > 0 && entryArgs[0].Operand.Name != "" {
		if p.is(tokCaretIdent) {
			return p.errHere("invalid block name in region with named arguments")
		}
		for _, a := range entryArgs {
			u := a.Operand
			if off, ok := p.referenceOff(u.Name, u.Number); ok {
				d := p.errAt(u.off, "region entry argument '%s' is already in use", u.Name)
				return p.note(d, off, "previously referenced here")
			}
			loc := a.Loc
			if loc == nil {
				loc = u.Loc
			}
			if loc == nil {
				loc = p.locAt(u.off)
			}
			v := entry.AddArgument(a.Type, loc)
			if err := p.defineValue(u.Name, u.Number, u.off, v); err != nil {
				return err
			}
		}
	}
	entry, err := p.parseBlock(entry)
	if err != nil {
		return err
	}
	if len(entryArgs) > 0 && entry.NumArguments() > len(entryArgs) {
		return p.errHere("entry block arguments were already defined")
	}
	r.AppendBlock(entry)
	for !p.is(tokRBrace) {
		b, err := p.parseBlock(nil)
		if err != nil {
			return err
		}
		r.AppendBlock(b)
	}
	if err := p.popBlockScope(); err != nil {
		return err
	}
	p.popValueScope()
	return nil
}

// parseBlock parses a block; existing, when given, is the entry block,
// whose label is optional.
func (p *AsmParser) parseBlock(existing *Block) (*Block, error) {
	if existing != nil && !p.is(tokCaretIdent) {
		return existing, p.parseBlockBody(existing)
	}
	nameOff := p.tok.start
	name := p.spelling()
	if err := p.expect(tokCaretIdent, "expected block name"); err != nil {
		return nil, err
	}
	bs := p.blockScopes[len(p.blockScopes)-1]
	var b *Block
	switch d, ok := bs.byName[name]; {
	case !ok:
		b = existing
		if b == nil {
			b = &Block{}
		}
		if bs.byName == nil {
			bs.byName = map[string]blockDef{}
		}
		bs.byName[name] = blockDef{b: b, off: nameOff, defined: true}
	case d.defined:
		return nil, p.errAt(nameOff, "redefinition of block '%s'", name)
	default:
		d.defined = true
		bs.byName[name] = d
		bs.pending--
		b = d.b
	}
	if p.consumeIf(tokLParen) && !p.consumeIf(tokRParen) {
		for {
			u, err := p.parseRawOperand(true)
			if err != nil {
				return nil, err
			}
			if err := p.expect(tokColon, "expected ':' and type for SSA operand"); err != nil {
				return nil, err
			}
			t, err := p.ParseType()
			if err != nil {
				return nil, err
			}
			arg := b.AddArgument(t, p.locAt(u.off))
			if err := p.parseTrailingLoc(nil, arg); err != nil {
				return nil, err
			}
			if err := p.defineValue(u.name, u.num, u.off, arg); err != nil {
				return nil, err
			}
			if !p.consumeIf(tokComma) {
				break
			}
		}
		if err := p.expect(tokRParen, "expected ')'"); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tokColon, "expected ':' after block name"); err != nil {
		return nil, err
	}
	return b, p.parseBlockBody(b)
}

func (p *AsmParser) parseBlockBody(b *Block) error {
	for !p.is(tokCaretIdent) && !p.is(tokRBrace) {
		if p.tok.start >= p.consumedNext {
			p.reportConsumed()
		}
		if p.par != nil && p.tok.start >= p.par.nextStart && p.trySplice(b) {
			continue
		}
		if err := p.parseOperation(b); err != nil {
			return err
		}
	}
	return nil
}

// parseCommaList parses a comma-separated list of elements, each parsed by
// elt, in the given brackets; an empty bracketed list is allowed. ctxMsg
// completes the "expected ')'" messages, as in " in fused location".
func (p *AsmParser) parseCommaList(delim Delimiter, ctxMsg string, elt func() error) error {
	var open, close tokenKind
	switch delim {
	case OptionalParenDelimiter, OptionalSquareDelimiter, OptionalAngleDelimiter, OptionalBraceDelimiter:
		delim -= OptionalParenDelimiter - ParenDelimiter
		if !p.is([...]tokenKind{ParenDelimiter: tokLParen, SquareDelimiter: tokLSquare, AngleDelimiter: tokLess, BraceDelimiter: tokLBrace}[delim]) {
			return nil
		}
	}
	switch delim {
	case ParenDelimiter:
		open, close = tokLParen, tokRParen
	case SquareDelimiter:
		open, close = tokLSquare, tokRSquare
	case AngleDelimiter:
		open, close = tokLess, tokGreater
	case BraceDelimiter:
		open, close = tokLBrace, tokRBrace
	}
	if delim != NoDelimiter {
		if err := p.expect(open, "expected '"+tokenText[open]+"'"+ctxMsg); err != nil {
			return err
		}
		if p.consumeIf(close) {
			return nil
		}
	}
	for {
		if err := elt(); err != nil {
			return err
		}
		if !p.consumeIf(tokComma) {
			break
		}
	}
	if delim == NoDelimiter {
		return nil
	}
	return p.expect(close, "expected '"+tokenText[close]+"'"+ctxMsg)
}

// tokenText spells the punctuation tokens.
var tokenText = [...]string{
	tokArrow: "->", tokColon: ":", tokComma: ",", tokEllipsis: "...", tokEqual: "=",
	tokGreater: ">", tokLBrace: "{", tokLParen: "(", tokLSquare: "[", tokLess: "<",
	tokMinus: "-", tokPlus: "+", tokQuestion: "?", tokRBrace: "}", tokRParen: ")",
	tokRSquare: "]", tokStar: "*", tokVerticalBar: "|", tokMetadataOpen: "{-#", tokMetadataEnd: "#-}",
}

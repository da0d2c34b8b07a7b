package ir

import (
	"io"
	"math"
	"math/big"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// PrintOptions select how IR is printed.
type PrintOptions struct {
	// Generic prints every operation in the generic form, as
	// --mlir-print-op-generic does.
	Generic bool
	// DebugInfo prints locations, as --mlir-print-debuginfo does. They are
	// printed inline, not as `#loc` aliases.
	DebugInfo bool
	// Threads bounds the goroutines that print a large module's functions
	// (the operations with regions of the printed op's body) concurrently:
	// 0 means GOMAXPROCS, 1 prints on the calling goroutine only. The text
	// is the same either way.
	Threads int

	// parallelMinOps, when set, replaces defaultParallelMinOps: tests lower
	// it to print small inputs in parallel.
	parallelMinOps int
}

// typeElision says whether the attribute being printed may leave out its
// type: MLIR elides the types an attribute's context implies (i64 and f64
// in arrays), and custom printers ask for no type at all.
type typeElision uint8

const (
	elideNever typeElision = iota
	elideMay
	elideMust
)

// flushSize is how much a printer buffers before writing to its writer.
const flushSize = 64 << 10

// AsmPrinter writes IR in MLIR's textual format. Types and attributes print
// themselves through it, so that dialect types can nest builtin ones without
// knowing how the text is assembled; custom operation printers use its
// methods to print operands, regions and the like with the names the
// printer gave them.
type AsmPrinter struct {
	opts PrintOptions
	buf  []byte
	out  io.Writer // nil: buf is the result
	err  error     // the first write error

	names   *nameState // SSA and block names; nil when printing types alone
	indent  int
	elision typeElision
	// defaultDialects is the stack of dialects whose prefix custom op names
	// drop, one per region being printed.
	defaultDialects []string
	// fmtPrinters print ops through their declarative format, one per
	// nesting level of such ops (fmtDepth of them in use), reused.
	fmtPrinters []*fmtPrinter
	fmtDepth    int
	// childNames is reused for the children of the root state that this
	// printer prints (see nameState).
	childNames *nameState
}

// NewAsmPrinter returns a printer writing to an internal buffer.
func NewAsmPrinter(opts PrintOptions) *AsmPrinter {
	return &AsmPrinter{opts: opts, defaultDialects: []string{"builtin"}}
}

// String returns what has been printed.
func (p *AsmPrinter) String() string { return string(p.buf) }

// Options returns the options the printer was made with.
func (p *AsmPrinter) Options() PrintOptions { return p.opts }

// WriteString appends s verbatim.
func (p *AsmPrinter) WriteString(s string) {
	p.buf = append(p.buf, s...)
	if p.out != nil && len(p.buf) >= flushSize {
		p.flush()
	}
}

func (p *AsmPrinter) writeByte(c byte) { p.buf = append(p.buf, c) }

func (p *AsmPrinter) writeInt(v int) { p.buf = strconv.AppendInt(p.buf, int64(v), 10) }

func (p *AsmPrinter) flush() {
	if p.out == nil || len(p.buf) == 0 {
		return
	}
	if p.err == nil {
		_, p.err = p.out.Write(p.buf)
	}
	p.buf = p.buf[:0]
}

// PrintType prints t.
func (p *AsmPrinter) PrintType(t Type) {
	if t == nil {
		p.WriteString("<<NULL TYPE>>")
		return
	}
	t.PrintType(p)
}

// PrintAttribute prints a, with its type where it has one that must be
// spelled (`1 : i32`, `1 : i64`, `"s" : i32`).
func (p *AsmPrinter) PrintAttribute(a Attribute) { p.printAttribute(a, elideNever) }

// PrintAttributeWithoutType prints a without the `: type` suffix, for
// custom syntaxes that print the type elsewhere.
func (p *AsmPrinter) PrintAttributeWithoutType(a Attribute) { p.printAttribute(a, elideMust) }

// printAttributeMayElide prints an array element: i64 integers and f64
// floats go without their type.
func (p *AsmPrinter) printAttributeMayElide(a Attribute) { p.printAttribute(a, elideMay) }

func (p *AsmPrinter) printAttribute(a Attribute, e typeElision) {
	if a == nil {
		p.WriteString("<<NULL ATTRIBUTE>>")
		return
	}
	p.elision = e
	a.PrintAttribute(p)
	p.elision = elideNever
}

// takeElision returns the type elision asked for the attribute being
// printed, which attributes with a type read first thing; nested
// attributes get their own.
func (p *AsmPrinter) takeElision() typeElision {
	e := p.elision
	p.elision = elideNever
	return e
}

func (p *AsmPrinter) printTypeList(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// PrintFunctionResults prints the result part of a function type: a single
// non-function type bare, anything else in parentheses.
func (p *AsmPrinter) PrintFunctionResults(results []Type) {
	if len(results) == 1 {
		if _, isFunc := results[0].(*FunctionType); !isFunc {
			p.PrintType(results[0])
			return
		}
	}
	p.WriteString("(")
	p.printTypeList(results)
	p.WriteString(")")
}

// PrintArrowTypeList prints ` -> t` or ` -> (t, u)`.
func (p *AsmPrinter) PrintArrowTypeList(ts []Type) {
	p.WriteString(" -> ")
	p.PrintFunctionResults(ts)
}

// PrintOptionalArrowTypeList prints ` -> t` unless ts is empty.
func (p *AsmPrinter) PrintOptionalArrowTypeList(ts []Type) {
	if len(ts) > 0 {
		p.PrintArrowTypeList(ts)
	}
}

// PrintAttrDict prints `{a = 1 : i64, b}`: unit attributes by name alone.
func (p *AsmPrinter) PrintAttrDict(attrs []NamedAttribute) {
	p.WriteString("{")
	for i, a := range attrs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printNamedAttribute(a)
	}
	p.WriteString("}")
}

func (p *AsmPrinter) printNamedAttribute(a NamedAttribute) {
	p.PrintAttrName(a.Name)
	if _, unit := a.Value.(UnitAttr); unit {
		return
	}
	p.WriteString(" = ")
	p.PrintAttribute(a.Value)
}

// PrintOptionalAttrDict prints ` {...}` with the attributes not named in
// elided, or nothing when none is left.
func (p *AsmPrinter) PrintOptionalAttrDict(attrs []NamedAttribute, elided ...string) {
	p.printOptionalAttrDict(attrs, elided, false)
}

// PrintOptionalAttrDictWithKeyword prints ` attributes {...}` with the
// attributes not named in elided, or nothing when none is left.
func (p *AsmPrinter) PrintOptionalAttrDictWithKeyword(attrs []NamedAttribute, elided ...string) {
	p.printOptionalAttrDict(attrs, elided, true)
}

func (p *AsmPrinter) printOptionalAttrDict(attrs []NamedAttribute, elided []string, keyword bool) {
	first := true
	for _, a := range attrs {
		if slices.Contains(elided, a.Name) {
			continue
		}
		if first {
			if keyword {
				p.WriteString(" attributes")
			}
			p.WriteString(" {")
			first = false
		} else {
			p.WriteString(", ")
		}
		p.printNamedAttribute(a)
	}
	if !first {
		p.WriteString("}")
	}
}

// PrintAttrName prints an attribute name, quoted unless it is a bare
// identifier.
func (p *AsmPrinter) PrintAttrName(name string) {
	if IsBareIdentifier(name) {
		p.WriteString(name)
	} else {
		p.PrintString(name)
	}
}

// PrintKeywordOrString prints s bare when it is an identifier, quoted
// otherwise.
func (p *AsmPrinter) PrintKeywordOrString(s string) { p.PrintAttrName(s) }

// PrintString prints s as a string literal.
func (p *AsmPrinter) PrintString(s string) { p.buf = appendQuoted(p.buf, s) }

// PrintSymbolName prints `@name`, quoting the name unless it is a bare
// identifier.
func (p *AsmPrinter) PrintSymbolName(name string) {
	p.WriteString("@")
	p.PrintAttrName(name)
}

// IsBareIdentifier reports whether s is `[a-zA-Z_][a-zA-Z0-9_$.]*`, the
// form that needs no quotes as an attribute or symbol name.
func IsBareIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '$' || c == '.'):
		default:
			return false
		}
	}
	return true
}

// Quote returns s as an MLIR string literal: printable ASCII as is, `"` and
// `\` escaped, and every other byte as `\XX` in upper-case hex.
func Quote(s string) string { return string(appendQuoted(nil, s)) }

func appendQuoted(b []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b = append(b, '\\', '\\')
		case c == '"' || c < 0x20 || c >= 0x7f:
			b = append(b, '\\', hex[c>>4], hex[c&0xf])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// --- operations ---

// Print writes op and the IR nested in it to w: in custom form where the
// op's definition has one, unless opts.Generic. SSA values are numbered
// from op's outermost ancestor, so that a nested op prints with the names
// it has in the whole; a detached op is followed by a newline, as in MLIR.
func Print(w io.Writer, op *Operation, opts PrintOptions) error {
	p := NewAsmPrinter(opts)
	p.out = w
	p.printRootOp(op)
	p.flush()
	return p.err
}

// PrintBlock writes the operations of b, one per line, numbered together
// as the body of an implicit module: the form ParseSource returns.
func PrintBlock(w io.Writer, b *Block, opts PrintOptions) error {
	p := NewAsmPrinter(opts)
	p.out = w
	p.names = newNameState(opts)
	p.names.numberTopBlock(b)
	p.printOps(b, nil)
	p.flush()
	return p.err
}

// String returns op in its textual form: custom where available, unless
// op fails to verify, in which case it is printed generically (as MLIR
// does, since custom printers may rely on the op being valid).
func (op *Operation) String() string {
	opts := PrintOptions{}
	if Verify(op) != nil {
		opts.Generic = true
	}
	p := NewAsmPrinter(opts)
	p.printRootOp(op)
	return strings.TrimSuffix(string(p.buf), "\n")
}

func (p *AsmPrinter) printRootOp(op *Operation) {
	root := op
	for r := op.ParentOp(); r != nil; r = r.ParentOp() {
		root = r
	}
	p.names = newNameState(p.opts)
	var top *Block
	if root.block != nil && root.block.parent == nil {
		// An op of the block ParseSource returns: it is numbered as the
		// body of the module it stands for.
		top = root.block
	}
	p.names.numberPath(top, root, op)
	p.printOperation(op)
	if op.block == nil {
		p.writeByte('\n')
	}
}

// printOperation prints op, its results and its trailing location, at the
// current position (the caller indents).
func (p *AsmPrinter) printOperation(op *Operation) {
	if op.NumRegions() > 0 {
		if d := p.names.deferredFor(op.Block()); d != nil {
			p.printChild(op, d)
			return
		}
	}
	p.printOp(op)
}

// printChild prints op, an operation of the deferred block d of the root
// state, with the names of its regions in a child state numbered for it
// alone.
func (p *AsmPrinter) printChild(op *Operation, d *deferredBlock) {
	root, c := p.names, p.childNames
	if c == nil {
		c = &nameState{}
		p.childNames = c
	}
	c.numberChild(root, op, d)
	p.names = c
	p.printOp(op)
	p.names = root
	c.release()
}

func (p *AsmPrinter) printOp(op *Operation) {
	if n := op.NumResults(); n > 0 {
		st, id, groups := p.names.resultGroups(op)
		if groups == nil {
			p.printResultGroup(st, id, n)
		} else {
			for i, g := range groups {
				if i > 0 {
					p.WriteString(", ")
				}
				end := n
				if i+1 < len(groups) {
					end = groups[i+1]
				}
				gst, gid := st, id
				if g > 0 {
					gst, gid = p.names.find(op.Result(g))
				}
				p.printResultGroup(gst, gid, end-g)
			}
		}
		p.WriteString(" = ")
	}
	if p.opts.Generic || !p.printCustom(op) {
		p.printGenericOp(op)
	}
	p.PrintOptionalLocationSpecifier(op.loc)
}

// printResultGroup prints the name of the result group of count values
// whose first has id in st.
func (p *AsmPrinter) printResultGroup(st *nameState, id int32, count int) {
	p.printID(st, id)
	if count > 1 {
		p.writeByte(':')
		p.writeInt(count)
	}
}

// printCustom prints op with its definition's custom printer: the name,
// without the prefix of the region's default dialect, then the hook, which
// prints what follows the name (starting with a space).
func (p *AsmPrinter) printCustom(op *Operation) bool {
	def := op.Def()
	if def == nil || def.Print == nil && def.format == nil {
		return false
	}
	name := op.Name()
	if dd := p.defaultDialects[len(p.defaultDialects)-1]; dd != "" {
		if rest, ok := strings.CutPrefix(name, dd+"."); ok && !strings.Contains(rest, ".") {
			name = rest
		}
	}
	p.WriteString(name)
	if def.Print != nil {
		def.Print(p, op)
	} else {
		def.format.print(p, op)
	}
	return true
}

func (p *AsmPrinter) printGenericOp(op *Operation) {
	p.PrintString(op.Name())
	p.writeByte('(')
	for i := range op.operandSlots() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printValueID(op.operandSlots()[i].value, true)
	}
	p.writeByte(')')
	if succs := op.successorSlots(); len(succs) > 0 {
		p.writeByte('[')
		for i := range succs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintSuccessor(succs[i].block)
		}
		p.writeByte(']')
	}
	if len(op.regionSlots()) > 0 {
		p.WriteString(" (")
		for i := range op.regionSlots() {
			if i > 0 {
				p.WriteString(", ")
			}
			// As in MLIR, the ops inside a generic op print their full
			// names: the parser does not know a default dialect for them.
			p.printRegion(&op.regionSlots()[i], true, true, true, "")
		}
		p.writeByte(')')
	}
	p.PrintOptionalAttrDict(op.attrList())
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
}

// PrintFunctionalType prints the operand and result types of op as a
// function type: `(i32, i32) -> i32`.
func (p *AsmPrinter) PrintFunctionalType(op *Operation) {
	p.writeByte('(')
	for i := range op.operandSlots() {
		if i > 0 {
			p.WriteString(", ")
		}
		if v := op.operandSlots()[i].value; v != nil {
			p.PrintType(v.typ)
		} else {
			p.WriteString("<<NULL TYPE>>")
		}
	}
	p.WriteString(") -> ")
	if len(op.resultSlots()) == 1 {
		if _, isFunc := op.resultSlots()[0].typ.(*FunctionType); !isFunc {
			p.PrintType(op.resultSlots()[0].typ)
			return
		}
	}
	p.writeByte('(')
	for i := range op.resultSlots() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.resultSlots()[i].typ)
	}
	p.writeByte(')')
}

// PrintOperand prints the name of v: `%0`, `%arg1`, `%c0`, `%2#1`.
func (p *AsmPrinter) PrintOperand(v *Value) { p.printValueID(v, true) }

// PrintOperands prints the names of vs, comma-separated.
func (p *AsmPrinter) PrintOperands(vs []*Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printValueID(v, true)
	}
}

func (p *AsmPrinter) printValueID(v *Value, withResultNo bool) {
	if v == nil {
		p.WriteString("<<NULL VALUE>>")
		return
	}
	var st *nameState
	var id int32
	resultNo := -1
	if def := v.DefiningOp(); def != nil && def.NumResults() > 1 {
		// The name is that of v's result group, `%name#i` in it unless
		// it has v alone.
		var groups []int
		st, id, groups = p.names.resultGroups(def)
		start, end := 0, def.NumResults()
		if groups != nil {
			i, found := slices.BinarySearch(groups, v.Index())
			if !found {
				i--
			}
			start = groups[i]
			if i+1 < len(groups) {
				end = groups[i+1]
			}
			if st != nil && start > 0 {
				var ok bool
				if id, ok = st.ids[def.Result(start)]; !ok {
					st = nil
				}
			}
		}
		if end-start > 1 {
			resultNo = v.Index() - start
		}
	} else {
		st, id = p.names.find(v)
	}
	p.printID(st, id)
	if st != nil && withResultNo && resultNo >= 0 {
		p.writeByte('#')
		p.writeInt(resultNo)
	}
}

// printID prints `%` and the name of the value of id in st, which
// numbered it; st nil is a value the printer has no name for.
func (p *AsmPrinter) printID(st *nameState, id int32) {
	if st == nil {
		p.WriteString("<<UNKNOWN SSA VALUE>>")
		return
	}
	p.writeByte('%')
	p.buf = st.appendName(p.buf, id)
}

// PrintSuccessor prints the label of b: `^bb1`.
func (p *AsmPrinter) PrintSuccessor(b *Block) {
	if id, ok := p.names.blockID(b); ok {
		p.WriteString("^bb")
		p.writeInt(id)
		return
	}
	p.WriteString("INVALIDBLOCK")
}

// PrintSuccessorAndUseList prints `^bb1` or `^bb1(%0, %1 : i32, f32)`.
func (p *AsmPrinter) PrintSuccessorAndUseList(b *Block, args []*Value) {
	p.PrintSuccessor(b)
	if len(args) == 0 {
		return
	}
	p.writeByte('(')
	p.PrintOperands(args)
	p.WriteString(" : ")
	for i, v := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
	p.writeByte(')')
}

// PrintRegionArgument prints `%arg0: i32 {attrs}` and, with DebugInfo, the
// argument's location.
func (p *AsmPrinter) PrintRegionArgument(v *Value, attrs []NamedAttribute) {
	p.printValueID(v, true)
	p.WriteString(": ")
	p.PrintType(v.Type())
	p.PrintOptionalAttrDict(attrs)
	p.PrintOptionalLocationSpecifier(v.Loc())
}

// PrintNewline starts a new line indented like the current operation.
func (p *AsmPrinter) PrintNewline() {
	p.writeByte('\n')
	p.writeIndent()
}

// indentStep is how far each nesting level indents, MLIR's two spaces.
const indentStep = 2

// IncreaseIndent makes the lines that PrintNewline starts, and the regions
// printed, indent one step more, until DecreaseIndent. Custom printers of
// multi-line syntaxes (cf.switch's list of cases) use it so that their
// lines follow the nesting of the op wherever it is.
func (p *AsmPrinter) IncreaseIndent() { p.indent += indentStep }

// DecreaseIndent undoes one IncreaseIndent.
func (p *AsmPrinter) DecreaseIndent() { p.indent = max(p.indent-indentStep, 0) }

func (p *AsmPrinter) writeIndent() {
	for i := 0; i < p.indent; i++ {
		p.writeByte(' ')
	}
}

// PrintOptionalLocationSpecifier prints ` loc(...)` when locations are
// printed.
func (p *AsmPrinter) PrintOptionalLocationSpecifier(l Location) {
	if !p.opts.DebugInfo || l == nil {
		return
	}
	p.writeByte(' ')
	p.PrintAttribute(l)
}

// PrintRegion prints `{`, the blocks of r and `}`. The entry block's label
// is printed only when printEntryBlockArgs is set and it has arguments;
// the last operation of each block is left out when it is a terminator and
// printBlockTerminators is not set.
func (p *AsmPrinter) PrintRegion(r *Region, printEntryBlockArgs, printBlockTerminators bool) {
	dd := ""
	if r.parent != nil {
		if def := r.parent.Def(); def != nil {
			dd = def.DefaultDialect
		}
	}
	p.printRegion(r, printEntryBlockArgs, printBlockTerminators, false, dd)
}

// printRegion prints r; ops of the dialect dd print without its prefix.
func (p *AsmPrinter) printRegion(r *Region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock bool, dd string) {
	p.WriteString("{\n")
	if len(r.blocks) > 0 {
		p.defaultDialects = append(p.defaultDialects, dd)
		entry := r.blocks[0]
		header := printEmptyBlock && entry.first == nil || printEntryBlockArgs && len(entry.args) > 0
		p.printBlock(entry, header, printBlockTerminators)
		for _, b := range r.blocks[1:] {
			p.printBlock(b, true, true)
		}
		p.defaultDialects = p.defaultDialects[:len(p.defaultDialects)-1]
	}
	p.writeIndent()
	p.writeByte('}')
}

func (p *AsmPrinter) printBlock(b *Block, header, printTerminator bool) {
	if header {
		p.writeIndent()
		p.PrintSuccessor(b)
		if len(b.args) > 0 {
			p.writeByte('(')
			for i, a := range b.args {
				if i > 0 {
					p.WriteString(", ")
				}
				p.printValueID(a, true)
				p.WriteString(": ")
				p.PrintType(a.typ)
				p.PrintOptionalLocationSpecifier(a.Loc())
			}
			p.writeByte(')')
		}
		p.writeByte(':')
		p.printPredecessors(b)
		p.writeByte('\n')
	}
	p.indent += indentStep
	last := b.Last()
	if printTerminator || last == nil || !last.HasTrait(Terminator) {
		last = nil
	}
	p.printOps(b, last)
	p.indent -= indentStep
}

// printOps prints the operations of b up to stop (nil: all), one per line
// at the current indentation: in parallel when b is deferred and they are
// many (see printOpsParallel).
func (p *AsmPrinter) printOps(b *Block, stop *Operation) {
	if threads := p.parallelThreads(b, stop); threads > 1 {
		p.printOpsParallel(b, stop, threads)
		return
	}
	for op := b.First(); op != nil && op != stop; op = op.Next() {
		p.writeIndent()
		p.printOperation(op)
		p.writeByte('\n')
		if p.out != nil && len(p.buf) >= flushSize {
			p.flush()
		}
	}
}

// printPredecessors prints the comment MLIR puts after a block label.
func (p *AsmPrinter) printPredecessors(b *Block) {
	switch {
	case b.parent == nil:
		p.WriteString("  // block is not in a region!")
	case b.uses == nil:
		if !b.IsEntry() {
			p.WriteString("  // no predecessors")
		}
	case b.uses.next == nil:
		p.WriteString("  // pred: ")
		p.PrintSuccessor(b.uses.owner.block)
	default:
		type pred struct {
			id int
			b  *Block
		}
		var preds []pred
		for u := b.uses; u != nil; u = u.next {
			id, ok := p.names.blockID(u.owner.block)
			if !ok {
				id = -1
			}
			preds = append(preds, pred{id, u.owner.block})
		}
		slices.SortStableFunc(preds, func(x, y pred) int { return x.id - y.id })
		p.WriteString("  // ")
		p.writeInt(len(preds))
		p.WriteString(" preds: ")
		for i, pr := range preds {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintSuccessor(pr.b)
		}
	}
}

// --- SSA names ---

// nameState holds the names the printer gives values and blocks, computed
// before printing as MLIR's SSANameState does: results and block arguments
// are numbered in the order of their region, and the regions nested in a
// region are numbered after it, each starting from where their parent
// region ended, so sibling regions reuse the same numbers.
//
// Since sibling regions start from the same counters and see only the
// names of the regions enclosing them, the regions of one operation of a
// block are numbered the same whether or not the rest is. The printer uses
// that to number lazily: the state of the op being printed (the root
// state) numbers only the way down to it and the blocks of its own
// regions, and records their counters (deferred); each operation of those
// blocks that has regions (a child: the functions of a module) is then
// numbered when it is printed, into a child state of its own that is
// dropped or reused after it. So the maps hold one function at a time, not
// the whole module, and children can be numbered and printed concurrently,
// each reading the root state only.
type nameState struct {
	// ids maps the first value of each result group, and each block
	// argument, to its number, to -1-i for the name names[i], or to
	// argID-n for `%argn`.
	ids    map[*Value]int32
	names  []string
	groups map[*Operation][]int // ops whose results form several groups
	blocks map[*Block]int32
	// hints says whether to use the names ops suggest for their results;
	// MLIR does not in the generic form.
	hints bool

	// In a root state: the blocks whose operations' regions are numbered
	// lazily, with the counters and names those regions start from.
	deferred []deferredBlock
	// In a child state: the root state, which names what is outside the
	// child (the results of the ops of the deferred blocks, their
	// arguments, the blocks themselves), and the child numbered.
	parent *nameState
	child  *Operation
	// foreign holds the states of sibling children that a child's
	// operands or successors lead to: only invalid IR (a function using a
	// value of another) gets there, and the serial printer, numbering the
	// whole, named those values.
	foreign map[*Operation]*nameState
	stack   []regionToNumber // reused by numberStack
}

// argID is where the ids of `%argN` names start: argument names are
// printed from their number, so that numbering does not build a string
// per argument.
const argID = math.MinInt32 / 2

// deferredBlock is a block whose operations' regions are numbered when the
// operation is printed, from c and scope.
type deferredBlock struct {
	b     *Block
	c     nameCounters
	scope *usedNames
}

type nameCounters struct{ value, arg, conflict int }

// usedNames is one scope of the names given out: a region sees the names
// of the regions enclosing it, but not those of its siblings. The `%argN`
// names are not in the maps: those visible in a region are the first
// nameCounters.arg ones (its own and its ancestors', since siblings start
// from the same counter), which has checks from the counter.
type usedNames struct {
	names  map[string]struct{}
	parent *usedNames
}

// has reports whether name is visible in u, where args arguments have
// been named.
func (u *usedNames) has(name string, args int) bool {
	if n, ok := argNumber(name); ok && n < args {
		return true
	}
	for ; u != nil; u = u.parent {
		if _, ok := u.names[name]; ok {
			return true
		}
	}
	return false
}

// hasAny reports whether some name is in u or a scope enclosing it.
func (u *usedNames) hasAny() bool {
	for ; u != nil; u = u.parent {
		if len(u.names) > 0 {
			return true
		}
	}
	return false
}

func (u *usedNames) add(name string) {
	if u.names == nil {
		u.names = map[string]struct{}{}
	}
	u.names[name] = struct{}{}
}

// argNumber returns n when name is `argn` as an argument is named (no
// leading zeros).
func argNumber(name string) (int, bool) {
	digits, ok := strings.CutPrefix(name, "arg")
	if !ok || digits == "" || len(digits) > 9 || digits[0] == '0' && len(digits) > 1 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(digits); i++ {
		if !isDigit(digits[i]) {
			return 0, false
		}
		n = n*10 + int(digits[i]-'0')
	}
	return n, true
}

func newNameState(opts PrintOptions) *nameState {
	return &nameState{hints: !opts.Generic}
}

// countValues sizes the maps before numbering, so that they do not grow.
func countValues(op *Operation, values, blocks *int) {
	if op.NumResults() > 0 {
		*values++
	}
	countRegionValues(op, values, blocks)
}

func countRegionValues(op *Operation, values, blocks *int) {
	for i := 0; i < op.NumRegions(); i++ {
		for _, b := range op.Region(i).Blocks() {
			*blocks++
			*values += len(b.Arguments())
			for inner := b.First(); inner != nil; inner = inner.Next() {
				countValues(inner, values, blocks)
			}
		}
	}
}

func (s *nameState) alloc(values, blocks int) {
	s.ids = make(map[*Value]int32, values)
	s.blocks = make(map[*Block]int32, blocks)
}

type regionToNumber struct {
	r      *Region
	c      nameCounters
	parent *usedNames
}

// numberPath numbers what printing op, nested in root (itself in the
// detached block top, or not), needs: the blocks of each region on the
// way down from root (or top) to op, without what is nested in their other
// operations, then op and the blocks of its regions, deferring the regions
// of their operations. The names are those numbering all of root gives,
// since a region is numbered from the counters and names of the blocks
// enclosing it only; and printing an op never reads its siblings' insides,
// which other goroutines may be changing (a diagnostic about one function
// while a pass runs on another).
func (s *nameState) numberPath(top *Block, root, op *Operation) {
	var path []*Region // from root's region holding the path down to op's
	if op != root {
		for r := op.ParentRegion(); r != nil; r = r.ParentOp().ParentRegion() {
			path = append(path, r)
			if r.ParentOp() == root {
				break
			}
		}
		slices.Reverse(path)
	}
	var nv, nb int
	shallow := func(b *Block) {
		nb++
		nv += len(b.Arguments())
		for inner := b.First(); inner != nil; inner = inner.Next() {
			if inner.NumResults() > 0 {
				nv++
			}
		}
	}
	if top != nil {
		shallow(top)
	} else if root.NumResults() > 0 {
		nv++
	}
	for _, r := range path {
		for _, b := range r.Blocks() {
			shallow(b)
		}
	}
	for i := 0; i < op.NumRegions(); i++ {
		for _, b := range op.Region(i).Blocks() {
			shallow(b)
		}
	}
	s.alloc(nv, nb)

	var c nameCounters
	scope := &usedNames{}
	if top != nil {
		s.blocks[top] = 0
		s.numberBlock(top, true, &c, scope)
	} else {
		s.numberOp(root, &c, scope)
	}
	for _, r := range path {
		scope = &usedNames{parent: scope}
		s.numberRegionBlocks(r, &c, scope)
	}
	for i := 0; i < op.NumRegions(); i++ {
		rc, rscope := c, &usedNames{parent: scope}
		r := op.Region(i)
		s.numberRegionBlocks(r, &rc, rscope)
		s.deferBlocks(r.Blocks(), rc, rscope)
	}
}

// numberTopBlock numbers b as the body of an implicit module, deferring
// the regions of its operations.
func (s *nameState) numberTopBlock(b *Block) {
	nv := len(b.Arguments())
	for op := b.First(); op != nil; op = op.Next() {
		if op.NumResults() > 0 {
			nv++
		}
	}
	s.alloc(nv, 1)
	var c nameCounters
	scope := &usedNames{}
	s.blocks[b] = 0
	s.numberBlock(b, true, &c, scope)
	s.deferBlocks([]*Block{b}, c, scope)
}

func (s *nameState) deferBlocks(bs []*Block, c nameCounters, scope *usedNames) {
	for _, b := range bs {
		s.deferred = append(s.deferred, deferredBlock{b, c, scope})
	}
}

// deferredFor returns the entry of b when the regions of its operations
// are numbered lazily.
func (s *nameState) deferredFor(b *Block) *deferredBlock {
	if s == nil || len(s.deferred) == 0 || b == nil {
		return nil
	}
	for i := range s.deferred {
		if s.deferred[i].b == b {
			return &s.deferred[i]
		}
	}
	return nil
}

// maxKeptValues is the most values a child state keeps its maps for, to
// reuse them for the next child: a larger function's are dropped, so that
// clearing them does not cost every small function after it.
const maxKeptValues = 1 << 14

// numberChild makes s, a child state of root, the names of the regions of
// op, an operation of the deferred block d.
func (s *nameState) numberChild(root *nameState, op *Operation, d *deferredBlock) {
	s.parent, s.child, s.hints = root, op, root.hints
	s.names = s.names[:0]
	s.foreign = nil
	if s.ids == nil || len(s.ids) > maxKeptValues {
		var nv, nb int
		countRegionValues(op, &nv, &nb)
		s.alloc(nv, nb)
	} else {
		clear(s.ids)
		clear(s.blocks)
	}
	clear(s.groups)
	stack := s.stack[:0]
	for i := 0; i < op.NumRegions(); i++ {
		stack = append(stack, regionToNumber{op.Region(i), d.c, d.scope})
	}
	s.stack = s.numberStack(stack)
}

// release ends the use of a child state for one child: maps too large to
// clear cheaply for the next one are dropped, and nothing of the child is
// kept alive by the state.
func (s *nameState) release() {
	if len(s.ids) > maxKeptValues {
		s.ids, s.blocks = nil, nil
	}
	if len(s.groups) > maxKeptValues {
		s.groups = nil
	}
	clear(s.names)
	if cap(s.names) > maxKeptValues {
		s.names = nil
	}
	s.child, s.foreign = nil, nil
	clear(s.stack[:cap(s.stack)])
}

func (s *nameState) numberRegionBlocks(r *Region, c *nameCounters, scope *usedNames) {
	for i, b := range r.Blocks() {
		s.blocks[b] = int32(i)
		s.numberBlock(b, i == 0, c, scope)
	}
}

func (s *nameState) numberStack(stack []regionToNumber) []regionToNumber {
	for len(stack) > 0 {
		item := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		c := item.c
		scope := &usedNames{parent: item.parent}
		s.numberRegionBlocks(item.r, &c, scope)
		for _, b := range item.r.Blocks() {
			for op := b.First(); op != nil; op = op.Next() {
				for i := 0; i < op.NumRegions(); i++ {
					stack = append(stack, regionToNumber{op.Region(i), c, scope})
				}
			}
		}
	}
	return stack
}

func (s *nameState) numberBlock(b *Block, entry bool, c *nameCounters, scope *usedNames) {
	for _, a := range b.Arguments() {
		if entry {
			s.setArgName(a, c, scope)
		} else {
			s.ids[a] = int32(c.value)
			c.value++
		}
	}
	for op := b.First(); op != nil; op = op.Next() {
		s.numberOp(op, c, scope)
	}
}

func (s *nameState) numberOp(op *Operation, c *nameCounters, scope *usedNames) {
	n := op.NumResults()
	if n == 0 {
		return
	}
	named0 := false
	if def := op.Def(); s.hints && def != nil && def.AsmResultNames != nil {
		var groups []int
		for i, name := range def.AsmResultNames(op) {
			if name == "" || i >= n {
				continue
			}
			s.setName(op.Result(i), name, c, scope)
			if i == 0 {
				named0 = true
			} else {
				if groups == nil {
					groups = append(groups, 0)
				}
				groups = append(groups, i)
			}
		}
		if groups != nil {
			if s.groups == nil {
				s.groups = map[*Operation][]int{}
			}
			s.groups[op] = groups
		}
	}
	if !named0 {
		s.ids[op.Result(0)] = int32(c.value)
		c.value++
	}
}

// setArgName names the entry block argument v `%argN`, with the next
// argument number, unless a name hint took that name.
func (s *nameState) setArgName(v *Value, c *nameCounters, scope *usedNames) {
	n := c.arg
	if scope.hasAny() {
		var buf [16]byte
		name := strconv.AppendInt(append(buf[:0], "arg"...), int64(n), 10)
		if scope.has(string(name), n) {
			// A name hint took it: the argument is renamed as any
			// clashing name is.
			s.setName(v, string(name), c, scope)
			c.arg++
			return
		}
	}
	s.ids[v] = int32(argID - n)
	c.arg++
}

// setName gives v the name hint, made a valid identifier and unique among
// the names visible in scope by a `_N` suffix.
func (s *nameState) setName(v *Value, hint string, c *nameCounters, scope *usedNames) {
	name := sanitizeIdentifier(hint)
	if scope.has(name, c.arg) {
		for {
			probe := name + "_" + strconv.Itoa(c.conflict)
			c.conflict++
			if !scope.has(probe, c.arg) {
				name = probe
				break
			}
		}
	}
	scope.add(name)
	s.ids[v] = int32(-1 - len(s.names))
	s.names = append(s.names, name)
}

// sanitizeIdentifier makes a name hint a valid SSA name: characters other
// than letters, digits and `$._-` become their hex code (spaces become
// '_'), and a leading digit gets a '_' prefix so that it cannot clash with
// the numbers.
func sanitizeIdentifier(name string) string {
	valid := func(c byte) bool { return isLetter(c) || isDigit(c) || strings.IndexByte("$._-", c) >= 0 }
	needsCopy := false
	for i := 0; i < len(name); i++ {
		if !valid(name[i]) {
			needsCopy = true
			break
		}
	}
	if !needsCopy && !isDigit(name[0]) {
		return name
	}
	var b strings.Builder
	if isDigit(name[0]) {
		b.WriteByte('_')
	}
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case valid(c):
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('_')
		default:
			b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(c), 16)))
		}
	}
	return b.String()
}

// find returns the state that numbered v, and v's id there: s, the root
// state for what is outside a child, or the state of another child.
func (s *nameState) find(v *Value) (*nameState, int32) {
	if s == nil {
		return nil, 0
	}
	if id, ok := s.ids[v]; ok {
		return s, id
	}
	if s.parent != nil {
		if id, ok := s.parent.ids[v]; ok {
			return s.parent, id
		}
	}
	var b *Block
	var op *Operation
	if v.IsBlockArgument() {
		b = v.OwnerBlock()
	} else if op = v.DefiningOp(); op != nil {
		b = op.Block()
	}
	if f := s.foreignState(b, op); f != nil {
		if id, ok := f.ids[v]; ok {
			return f, id
		}
	}
	return nil, 0
}

// foreignState returns the state of the child of the root state holding
// op in b (or b itself when op is nil), numbering it when it is not s's:
// nil when there is none.
func (s *nameState) foreignState(b *Block, op *Operation) *nameState {
	root := s
	if s.parent != nil {
		root = s.parent
	}
	if len(root.deferred) == 0 {
		return nil
	}
	for b != nil {
		if d := root.deferredFor(b); d != nil {
			if op == nil || op == s.child || op.NumRegions() == 0 {
				return nil
			}
			if f := s.foreign[op]; f != nil {
				return f
			}
			f := &nameState{}
			f.numberChild(root, op, d)
			// Only a child state caches: the root state is shared by the
			// goroutines printing children and must not change.
			if s.parent != nil {
				if s.foreign == nil {
					s.foreign = map[*Operation]*nameState{}
				}
				s.foreign[op] = f
			}
			return f
		}
		r := b.Parent()
		if r == nil {
			return nil
		}
		op = r.ParentOp()
		if op == nil {
			return nil
		}
		b = op.Block()
	}
	return nil
}

// name appends the name of the value of id, which s numbered, without
// the `%`.
func (s *nameState) appendName(buf []byte, id int32) []byte {
	switch {
	case id >= 0:
		return strconv.AppendInt(buf, int64(id), 10)
	case id <= argID:
		return strconv.AppendInt(append(buf, "arg"...), int64(argID-id), 10)
	}
	return append(buf, s.names[-1-id]...)
}

func (s *nameState) blockID(b *Block) (int, bool) {
	if s == nil {
		return 0, false
	}
	if id, ok := s.blocks[b]; ok {
		return int(id), true
	}
	if s.parent != nil {
		if id, ok := s.parent.blocks[b]; ok {
			return int(id), true
		}
	}
	if f := s.foreignState(b, nil); f != nil {
		if id, ok := f.blocks[b]; ok {
			return int(id), true
		}
	}
	return 0, false
}

// resultGroups returns the result groups of op, which has results, as the
// state that numbered it has them (nil for a single group), with that
// state and the id of op's first result there.
func (s *nameState) resultGroups(op *Operation) (*nameState, int32, []int) {
	st, id := s.find(op.Result(0))
	if st == nil || st.groups == nil {
		return st, id, nil
	}
	return st, id, st.groups[op]
}

// --- floats ---

// floatFormat describes a float format for printing: the bits of precision
// (the significand with its leading bit), the smallest normal exponent and
// the largest exponent.
type floatFormat struct {
	precision  int
	emin, emax int
	width      int
}

var floatFormats = [...]floatFormat{
	F16Kind:  {11, -14, 15, 16},
	BF16Kind: {8, -126, 127, 16},
	F32Kind:  {24, -126, 127, 32},
	F64Kind:  {53, -1022, 1023, 64},
	F80Kind:  {64, -16382, 16383, 80},
	F128Kind: {113, -16382, 16383, 128},
	TF32Kind: {11, -126, 127, 19},
}

// FormatFloat formats v of float type t as MLIR prints float attributes:
// six significant digits in exponent form (`1.000000e+00`) when that reads
// back as the same value of t, otherwise all the digits needed (`0.1` as an
// f64 is `1.000000e-01`, `0.1 + 0.2` is `0.30000000000000004`), and the
// hexadecimal bit pattern for infinities, NaNs and values whose digits would
// not show a '.'. The digits are LLVM's APFloat::toString's.
func FormatFloat(v float64, t Type) string {
	kind := F64Kind
	if ft, ok := t.(FloatType); ok {
		kind = ft.Kind
	}
	if !math.IsInf(v, 0) && !math.IsNaN(v) {
		if s := apfloatString(v, kind, 6, 0, false); decimalRoundsTo(s, kind, v) {
			return s
		}
		if s := apfloatString(v, kind, 0, 3, true); strings.IndexByte(s, '.') >= 0 {
			return s
		}
	}
	return floatBitsHex(v, kind)
}

// apfloatString formats v as APFloat::toString(str, precision, maxPadding,
// truncateZero) does; precision 0 means the format's natural precision.
func apfloatString(v float64, kind FloatKind, precision, maxPadding int, truncateZero bool) string {
	var out []byte
	if math.Signbit(v) {
		out = append(out, '-')
		v = -v
	}
	if v == 0 {
		if maxPadding != 0 {
			return string(append(out, '0'))
		}
		if truncateZero {
			return string(append(out, "0.0E+0"...))
		}
		out = append(out, "0.0"...)
		for i := 1; i < precision; i++ {
			out = append(out, '0')
		}
		return string(append(out, "e+00"...))
	}
	if precision == 0 {
		precision = 2 + floatFormats[kind].precision*59/196
	}

	// v = sig * 2^exp exactly.
	frac, e := math.Frexp(v)
	sig := uint64(frac * (1 << 53))
	exp := e - 53
	tz := bits.TrailingZeros64(sig)
	sig >>= uint(tz)
	exp += tz

	// Turn the binary exponent into a decimal one: sig * 10^exp.
	digits := decimalDigits(sig, exp, precision, &exp)

	// digits holds the most significant digit first; round half up to
	// precision digits, dropping the zeros that leaves at the end.
	if n := len(digits); n > precision {
		cut := n - precision // digits to drop
		if digits[precision] < '5' {
			digits = digits[:precision]
		} else {
			i := precision - 1
			for i >= 0 && digits[i] == '9' {
				i--
			}
			if i < 0 {
				digits = []byte{'1'}
				cut = n
			} else {
				digits[i]++
				digits = digits[:i+1]
				cut = n - (i + 1)
			}
		}
		exp += cut
		for len(digits) > 1 && digits[len(digits)-1] == '0' {
			digits = digits[:len(digits)-1]
			exp++
		}
	}
	nd := len(digits)

	scientific := true
	if maxPadding != 0 {
		if exp >= 0 {
			scientific = exp > maxPadding || nd+exp > precision
		} else if msd := exp + nd - 1; msd >= 0 {
			scientific = false
		} else {
			scientific = -msd > maxPadding
		}
	}

	if scientific {
		exp += nd - 1
		out = append(out, digits[0], '.')
		if nd == 1 && truncateZero {
			out = append(out, '0')
		} else {
			out = append(out, digits[1:]...)
		}
		if !truncateZero && precision > nd-1 {
			for i := 0; i < precision-nd+1; i++ {
				out = append(out, '0')
			}
		}
		if truncateZero {
			out = append(out, 'E')
		} else {
			out = append(out, 'e')
		}
		if exp >= 0 {
			out = append(out, '+')
		} else {
			out = append(out, '-')
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if !truncateZero && len(es) < 2 {
			out = append(out, '0')
		}
		return string(append(out, es...))
	}
	if exp >= 0 {
		out = append(out, digits...)
		for i := 0; i < exp; i++ {
			out = append(out, '0')
		}
		return string(out)
	}
	whole := exp + nd
	if whole > 0 {
		out = append(out, digits[:whole]...)
		out = append(out, '.')
		return string(append(out, digits[whole:]...))
	}
	out = append(out, '0', '.')
	for i := 0; i < -whole; i++ {
		out = append(out, '0')
	}
	return string(append(out, digits...))
}

// decimalDigits returns the decimal digits of sig * 2^binExp, most
// significant first, without trailing zeros, setting *decExp so that the
// value is digits * 10^decExp. Like APFloat, it first drops whole digits
// far beyond precision (truncating), which matters for the rounding after.
func decimalDigits(sig uint64, binExp, precision int, decExp *int) []byte {
	x := new(big.Int).SetUint64(sig)
	exp := 0
	if binExp > 0 {
		x.Lsh(x, uint(binExp))
	} else if binExp < 0 {
		x.Mul(x, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-binExp)), nil))
		exp = binExp
	}
	bitsRequired := (precision*196 + 58) / 59
	if n := x.BitLen(); n > bitsRequired {
		if tens := (n - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			x.Quo(x, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	digits := x.Append(nil, 10)
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	*decExp = exp
	return digits
}

// decimalRoundsTo reports whether the decimal s, read into the format kind
// with rounding to nearest even, is exactly v (sign included).
func decimalRoundsTo(s string, kind FloatKind, v float64) bool {
	switch kind {
	case F64Kind:
		back, err := strconv.ParseFloat(s, 64)
		return err == nil && math.Float64bits(back) == math.Float64bits(v)
	case F32Kind:
		back, err := strconv.ParseFloat(s, 32)
		return err == nil && math.Float64bits(back) == math.Float64bits(v)
	}
	f := floatFormats[kind]
	x, _, err := big.ParseFloat(s, 10, 512, big.ToNearestEven)
	if err != nil {
		return false
	}
	r := roundBigToFormat(x, f)
	if r == nil {
		return false // an infinity
	}
	return r.Signbit() == math.Signbit(v) && r.Cmp(new(big.Float).SetFloat64(v)) == 0
}

// roundBigToFormat rounds x to the format f (to nearest, ties to even, with
// subnormals); it returns nil when x rounds to an infinity.
func roundBigToFormat(x *big.Float, f floatFormat) *big.Float {
	neg := x.Signbit()
	a := new(big.Float).Abs(x)
	r := new(big.Float)
	if a.Sign() != 0 {
		e := a.MantExp(nil) - 1 // a = m * 2^e with m in [1, 2)
		prec := f.precision
		if e < f.emin {
			// Subnormal: fewer bits, down to none.
			prec -= f.emin - e
		}
		if prec <= 0 {
			// Above half the smallest subnormal rounds up to it; half or
			// less rounds to zero (even).
			half := new(big.Float).SetMantExp(big.NewFloat(1), f.emin-f.precision)
			if a.Cmp(half) > 0 {
				r.SetMantExp(big.NewFloat(1), f.emin-f.precision+1)
			}
		} else {
			r.SetMode(big.ToNearestEven).SetPrec(uint(prec)).Set(a)
		}
		if r.Sign() != 0 && r.MantExp(nil)-1 > f.emax {
			return nil
		}
	}
	if neg {
		r.Neg(r)
	}
	return r
}

// floatBitsHex returns the bit pattern of v in format kind as MLIR prints
// it: `0x7FC00000`, upper case, without leading zeros.
func floatBitsHex(v float64, kind FloatKind) string {
	if kind == F80Kind || kind == F128Kind {
		return "0x" + strings.ToUpper(wideFloatBits(v, kind).Text(16))
	}
	return "0x" + strings.ToUpper(strconv.FormatUint(floatBits(v, kind), 16))
}

// floatBits returns the bit pattern of v in a format of at most 64 bits.
func floatBits(v float64, kind FloatKind) uint64 {
	switch kind {
	case F32Kind:
		if v != v {
			return nanBits(v, 23) | 0x7f800000
		}
		return uint64(math.Float32bits(float32(v)))
	case F16Kind:
		return uint64(float64ToHalf(v))
	case BF16Kind:
		return uint64(float64ToBFloat16(v))
	case TF32Kind:
		return uint64(math.Float32bits(float32(v)) >> 13)
	}
	return math.Float64bits(v)
}

// wideFloatBits returns the f80 or f128 bit pattern of v.
func wideFloatBits(v float64, kind FloatKind) *big.Int {
	x := new(big.Int)
	sign := math.Signbit(v)
	a := math.Abs(v)
	var exp, mant *big.Int
	switch {
	case math.IsNaN(v):
		exp = big.NewInt(0x7fff)
		if kind == F80Kind {
			mant = new(big.Int).SetUint64(0xC000000000000000)
		} else {
			mant = new(big.Int).Lsh(big.NewInt(1), 111)
		}
	case math.IsInf(v, 0):
		exp = big.NewInt(0x7fff)
		mant = new(big.Int)
		if kind == F80Kind {
			mant.SetUint64(0x8000000000000000)
		}
	case a == 0:
		exp, mant = new(big.Int), new(big.Int)
	default:
		frac, e := math.Frexp(a) // a = frac * 2^e, frac in [0.5, 1)
		m := uint64(frac * (1 << 53))
		exp = big.NewInt(int64(e - 1 + 16383))
		mant = new(big.Int).SetUint64(m)
		if kind == F80Kind {
			mant.Lsh(mant, 64-53) // explicit integer bit at 63
		} else {
			mant.Lsh(mant, 112-52)
			mant.SetBit(mant, 112, 0) // implicit leading bit
		}
	}
	mantBits := uint(64)
	if kind == F128Kind {
		mantBits = 112
	}
	x.Lsh(exp, mantBits)
	x.Or(x, mant)
	if sign {
		x.SetBit(x, int(mantBits)+15, 1)
	}
	return x
}

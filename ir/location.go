package ir

import (
	"math"
	"slices"
	"strconv"
)

// Location says where an operation came from. Locations are attributes and
// print as `loc(...)`; the forms are MLIR's: unknown, file:line:col, named,
// call site and fused.
type Location interface {
	Attribute
	// printLocBody writes the location without the surrounding `loc(...)`.
	printLocBody(p *AsmPrinter)
}

// UnknownLoc is `loc(unknown)`.
type UnknownLoc struct{}

// FileLineColLoc is `loc("file.mlir":12:4)`. Make one with
// [NewFileLineColLoc]; the zero value is line 0, column 0 of the file "".
//
// Nearly every operation has one, so it is one pointer: a Location holding
// it needs no allocation of its own, and the parser allocates the records
// of a file's operations by the hundred, which all share the file's name
// (docs/ir.md, "What an operation costs"). Two FileLineColLocs are == when
// they are the same record; [FileLineColLoc.Equal] compares what they say.
type FileLineColLoc struct{ rec *fileLineCol }

// fileLineCol is the record of a FileLineColLoc.
type fileLineCol struct {
	file      *string
	line, col uint32
}

// NewFileLineColLoc returns the location file:line:col. Lines and columns
// beyond 2^32-1, which MLIR's parser rejects, are clamped to it.
func NewFileLineColLoc(file string, line, col int) FileLineColLoc {
	r := &struct {
		fileLineCol
		name string
	}{name: file}
	r.fileLineCol = fileLineCol{file: &r.name, line: clampUint32(line), col: clampUint32(col)}
	return FileLineColLoc{&r.fileLineCol}
}

func clampUint32(v int) uint32 {
	return uint32(min(max(v, 0), math.MaxUint32))
}

// File returns the file name.
func (l FileLineColLoc) File() string {
	if l.rec == nil {
		return ""
	}
	return *l.rec.file
}

// Line returns the line, counted from 1.
func (l FileLineColLoc) Line() int {
	if l.rec == nil {
		return 0
	}
	return int(l.rec.line)
}

// Col returns the column, counted from 1.
func (l FileLineColLoc) Col() int {
	if l.rec == nil {
		return 0
	}
	return int(l.rec.col)
}

// Equal reports whether l and o name the same file, line and column.
func (l FileLineColLoc) Equal(o FileLineColLoc) bool {
	return l.File() == o.File() && l.Line() == o.Line() && l.Col() == o.Col()
}

// locSlab hands out FileLineColLoc records for one file, a block of them
// at a time: a parser's locations cost one allocation per locSlabSize
// operations instead of one each.
type locSlab struct {
	file *string
	free []fileLineCol
}

const locSlabSize = 256

func (s *locSlab) loc(line, col uint32) FileLineColLoc {
	if len(s.free) == 0 {
		s.free = make([]fileLineCol, locSlabSize)
	}
	r := &s.free[0]
	s.free = s.free[1:]
	*r = fileLineCol{file: s.file, line: line, col: col}
	return FileLineColLoc{r}
}

// NameLoc is `loc("name")` or `loc("name"(child))`.
type NameLoc struct {
	Name  string
	Child Location // nil when absent
}

// CallSiteLoc is `loc(callsite(callee at caller))`.
type CallSiteLoc struct {
	Callee, Caller Location
}

// FusedLoc is `loc(fused<metadata>[a, b])`. Obtain one from [Context.FusedLoc].
type FusedLoc struct {
	locs     []Location
	metadata Attribute // nil when absent
}

// FusedLoc returns the uniqued fusion of locs with optional metadata.
func (c *Context) FusedLoc(locs []Location, metadata Attribute) *FusedLoc {
	h := c.uniq.hasher()
	h.int(int64(len(locs)))
	for _, l := range locs {
		h.value(l)
	}
	h.value(metadata)
	v := &FusedLoc{locs: slices.Clone(locs), metadata: metadata}
	return intern(c.uniq, "fusedloc", h.sum(), v, func(a, b *FusedLoc) bool {
		return a.metadata == b.metadata && slices.Equal(a.locs, b.locs)
	})
}

// Locations returns the fused locations. The slice must not be modified.
func (l *FusedLoc) Locations() []Location { return l.locs }

// Metadata returns the fusion metadata, or nil.
func (l *FusedLoc) Metadata() Attribute { return l.metadata }

func (l UnknownLoc) PrintAttribute(p *AsmPrinter)     { printLoc(p, l) }
func (l FileLineColLoc) PrintAttribute(p *AsmPrinter) { printLoc(p, l) }
func (l NameLoc) PrintAttribute(p *AsmPrinter)        { printLoc(p, l) }
func (l CallSiteLoc) PrintAttribute(p *AsmPrinter)    { printLoc(p, l) }
func (l *FusedLoc) PrintAttribute(p *AsmPrinter)      { printLoc(p, l) }

func printLoc(p *AsmPrinter, l Location) {
	p.WriteString("loc(")
	l.printLocBody(p)
	p.WriteString(")")
}

func (UnknownLoc) printLocBody(p *AsmPrinter) { p.WriteString("unknown") }

func (l FileLineColLoc) printLocBody(p *AsmPrinter) {
	p.buf = appendQuoted(p.buf, l.File())
	p.writeByte(':')
	p.writeInt(l.Line())
	p.writeByte(':')
	p.writeInt(l.Col())
}

func (l NameLoc) printLocBody(p *AsmPrinter) {
	p.WriteString(Quote(l.Name))
	if l.Child != nil {
		if _, unknown := l.Child.(UnknownLoc); !unknown {
			p.WriteString("(")
			l.Child.printLocBody(p)
			p.WriteString(")")
		}
	}
}

func (l CallSiteLoc) printLocBody(p *AsmPrinter) {
	p.WriteString("callsite(")
	l.Callee.printLocBody(p)
	p.WriteString(" at ")
	l.Caller.printLocBody(p)
	p.WriteString(")")
}

func (l *FusedLoc) printLocBody(p *AsmPrinter) {
	p.WriteString("fused")
	if l.metadata != nil {
		p.WriteString("<")
		p.PrintAttribute(l.metadata)
		p.WriteString(">")
	}
	p.WriteString("[")
	for i, x := range l.locs {
		if i > 0 {
			p.WriteString(", ")
		}
		x.printLocBody(p)
	}
	p.WriteString("]")
}

// FileLineCol returns the first file:line:col location found in l (through
// names, call sites and fusions), used to place diagnostics in a source file.
func FileLineCol(l Location) (FileLineColLoc, bool) {
	switch l := l.(type) {
	case FileLineColLoc:
		return l, true
	case NameLoc:
		if l.Child != nil {
			return FileLineCol(l.Child)
		}
	case CallSiteLoc:
		return FileLineCol(l.Callee)
	case *FusedLoc:
		for _, x := range l.locs {
			if f, ok := FileLineCol(x); ok {
				return f, true
			}
		}
	}
	return FileLineColLoc{}, false
}

// String returns "file:line:col", as diagnostics write it.
func (l FileLineColLoc) String() string {
	return l.File() + ":" + strconv.Itoa(l.Line()) + ":" + strconv.Itoa(l.Col())
}

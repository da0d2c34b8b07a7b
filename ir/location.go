package ir

import (
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

// FileLineColLoc is `loc("file.mlir":12:4)`.
type FileLineColLoc struct {
	File      string
	Line, Col int
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
	p.WriteString(Quote(l.File))
	p.WriteString(":" + strconv.Itoa(l.Line) + ":" + strconv.Itoa(l.Col))
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

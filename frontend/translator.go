package frontend

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
	"modernc.org/token"
)

// translator holds the state of one translation unit.
type translator struct {
	ctx     *ir.Context
	ast     *cc.AST
	file    string
	opts    Options
	pragmas *pragmaTable
	module  *ir.Operation
	top     *ir.Builder // at the end of the module's body
	diags   Diagnostics

	records      map[cc.Type]cir.RecordType // complete record types by C type
	inProgress   map[cc.Type]bool           // records being converted (self reference)
	recordNames  map[string]bool
	anon         int
	pendingNames map[cc.Type]string
	canonical    map[string]cc.Type

	symbols map[string]*ir.Operation // cir.func and cir.global ops by name
	strings map[string]string        // string literal -> global name
	// tlsNames are the globals every thread has its own copy of
	// (_Thread_local, threadprivate), by symbol name; staticSyms names the
	// globals of the thread-local static locals, which are addressed
	// where used rather than bound once (a region of another thread must
	// not use the encountering thread's address).
	tlsNames   map[string]bool
	staticSyms map[*cc.Declarator]string
	helpers    map[string]bool // module-level omp helpers made (reductions, critical names)
	// copyFns and privatizers name the copyprivate functions and
	// omp.private ops made, by type.
	copyFns     map[string]string
	privatizers map[string]string
	lastHelper  *ir.Operation      // the last helper op, to keep them in order
	declared    map[string]cc.Type // functions declared but not (yet) emitted
	// lazy holds the functions defined in headers, translated (through
	// queue) when the program calls them.
	lazy  map[string]*cc.FunctionDefinition
	queue []*cc.FunctionDefinition
	// declareTargetNames are the symbols of declare target directives;
	// declTargetRegion counts the open begin/end declare target pairs.
	declareTargetNames map[string]string
	declTargetRegion   int
	// defined names the functions the translation unit defines.
	defined map[string]bool
}

// failure aborts the translation of one function (or global) after an
// error was reported.
type failure struct{}

func newTranslator(ctx *ir.Context, ast *cc.AST, file string, opts Options, pragmas *pragmaTable) *translator {
	t := &translator{ctx: ctx, ast: ast, file: file, opts: opts, pragmas: pragmas,
		records: map[cc.Type]cir.RecordType{}, pendingNames: map[cc.Type]string{}, canonical: map[string]cc.Type{}, inProgress: map[cc.Type]bool{}, recordNames: map[string]bool{},
		symbols: map[string]*ir.Operation{}, strings: map[string]string{}, helpers: map[string]bool{},
		tlsNames: map[string]bool{}, staticSyms: map[*cc.Declarator]string{},
		declared: map[string]cc.Type{}, copyFns: map[string]string{}, privatizers: map[string]string{}, lazy: map[string]*cc.FunctionDefinition{}, declareTargetNames: map[string]string{}}
	t.module = newModule(ctx, file)
	t.top = ir.NewBuilder(ctx)
	t.top.SetInsertionPointToEnd(builtin.ModuleOp{Operation: t.module}.Body())
	return t
}

// posOf converts a cc position.
func posOf(p token.Position) Pos { return Pos{File: p.Filename, Line: p.Line, Col: p.Column} }

// loc returns the location of a node.
func (t *translator) loc(n cc.Node) ir.Location {
	if n == nil {
		return ir.NewFileLineColLoc(t.file, 0, 0)
	}
	p := n.Position()
	return ir.NewFileLineColLoc(p.Filename, p.Line, p.Column)
}

func (t *translator) errorAt(p Pos, format string, args ...any) {
	t.report(Diagnostic{Pos: p, Severity: Error, Msg: fmt.Sprintf(format, args...)})
}

func (t *translator) warnAt(p Pos, format string, args ...any) {
	t.report(Diagnostic{Pos: p, Severity: Warning, Msg: fmt.Sprintf(format, args...)})
}

// report adds a diagnostic, once: an object used in several places (a
// global of an unsupported type) would report the same error at each.
func (t *translator) report(d Diagnostic) {
	for _, old := range t.diags {
		if old == d {
			return
		}
	}
	t.diags = append(t.diags, d)
}

// fail reports an error at n and aborts the current function.
func (t *translator) fail(n cc.Node, format string, args ...any) {
	var p Pos
	if n != nil {
		p = posOf(n.Position())
	}
	t.errorAt(p, format, args...)
	panic(failure{})
}

// unsupported reports a construct the front end does not translate.
func (t *translator) unsupported(n cc.Node, what string) {
	t.fail(n, "%s is not supported", what)
}

// guard runs f, turning a failure into a return.
func guard(f func()) (failed bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(failure); !ok {
				panic(r)
			}
			failed = true
		}
	}()
	f()
	return false
}

// run translates the translation unit.
func (t *translator) run() *ir.Operation {
	// lastEnd is, per file, where its previous external declaration
	// ended: the file-scope pragmas before a declaration are those after
	// it, not those inside the bodies of functions before it.
	lastEnd := map[string]token.Position{}
	for l := t.ast.TranslationUnit; l != nil; l = l.TranslationUnit {
		ed := l.ExternalDeclaration
		if ed == nil {
			continue
		}
		pos := ed.Position()
		guard(func() {
			switch ed.Case {
			case cc.ExternalDeclarationFuncDef:
				fd := ed.FunctionDefinition
				end := fd.CompoundStatement.Token2.Position()
				t.pragmas.fileScope(t, lastEnd[pos.Filename], pos)
				lastEnd[pos.Filename] = end
				if t.declTargetRegion > 0 {
					t.declareTargetNames[fd.Declarator.Name()] = "to"
				}
				if posOf(pos).File != t.file {
					// A function of a header (static inline) is translated
					// only if the program uses it, with the pragmas of its
					// body.
					t.lazy[fd.Declarator.Name()] = fd
					return
				}
				// The pragmas of the body are consumed by the translation,
				// or skipped when it fails.
				defer t.pragmas.skip(t, pos, end)
				t.function(fd)
			case cc.ExternalDeclarationDecl:
				t.pragmas.fileScope(t, lastEnd[pos.Filename], pos)
				lastEnd[pos.Filename] = pos
				if t.declTargetRegion > 0 && ed.Declaration.InitDeclaratorList != nil {
					for l := ed.Declaration.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
						t.declareTargetNames[l.InitDeclarator.Declarator.Name()] = "to"
					}
				}
				t.fileDeclaration(ed.Declaration)
			case cc.ExternalDeclarationAsmStmt:
				if posOf(pos).File == t.file {
					t.unsupported(ed, "inline assembly")
				}
			}
		})
	}
	guard(func() { t.pragmas.fileScope(t, lastEnd[t.file], token.Position{}) })
	for len(t.queue) > 0 {
		fd := t.queue[0]
		t.queue = t.queue[1:]
		guard(func() {
			end := fd.CompoundStatement.Token2.Position()
			defer t.pragmas.skip(t, fd.Position(), end)
			t.function(fd)
		})
	}
	if t.declTargetRegion > 0 {
		t.errorAt(Pos{File: t.file}, "'#pragma omp declare target' without a matching 'end declare target'")
	}
	t.applyDeclareTarget()
	return t.module
}

// symbolAtTop inserts op-building code before the first function, so
// that module-level helpers (globals for strings, reductions) come first.
func (t *translator) topBuilder() *ir.Builder { return t.top }

package frontend

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// threadprivate makes the variables the directive d lists thread-local
// globals (cir.global {tls}, LLVM's thread_local): each thread of a team
// has its own copy, which lives as long as the thread, as OpenMP 5.2
// (5.2) and C's _Thread_local say; the initial thread's copy is the
// original. f is the function of a directive at block scope (for static
// locals), nil at file scope.
func (t *translator) threadprivate(d *ompdir.Directive, f *function) {
	for _, it := range d.Arg {
		var decl *cc.Declarator
		if f != nil {
			decl = f.resolve(it.Name)
		} else {
			for _, n := range t.ast.Scope.Nodes[it.Name] {
				if x, ok := n.(*cc.Declarator); ok {
					decl = x
				}
			}
		}
		if decl == nil {
			t.errorAt(ompPos(it.Pos), "use of undeclared identifier '%s' in 'threadprivate'", it.Name)
			continue
		}
		if decl.StorageDuration() != cc.Static || decl.Type().Kind() == cc.Function {
			t.errorAt(ompPos(it.Pos), "'%s' in 'threadprivate' must be a variable with static storage duration", it.Name)
			continue
		}
		name := decl.Name()
		if v := f.lookup(decl); v != nil {
			// A static local: addressed where used from now on.
			ok := false
			if def := v.addr.DefiningOp(); def != nil {
				var gg cir.GetGlobalOp
				if gg, ok = cir.AsGetGlobal(def); ok {
					name = gg.Name()
				}
			}
			if !ok {
				t.errorAt(ompPos(it.Pos), "'%s' in 'threadprivate' must be a variable with static storage duration", it.Name)
				continue
			}
			delete(f.vars, decl)
			t.staticSyms[decl] = name
		}
		t.tlsNames[name] = true
		if op, ok := t.symbols[name]; ok && op.Is(cir.GlobalOpName) {
			op.SetAttr(cir.TLSAttr, ir.Unit)
		}
	}
}

// isThreadLocal reports whether decl names a thread-local global.
func (t *translator) isThreadLocal(decl *cc.Declarator) bool {
	name := decl.Name()
	if sym, ok := t.staticSyms[decl]; ok {
		name = sym
	}
	return t.tlsNames[name]
}

// copyinSource is a variable of a copyin clause and the address of the
// encountering thread's copy.
type copyinSource struct {
	decl *cc.Declarator
	src  *variable
}

// copyinSources resolves the copyin clause of the parallel construct d,
// taking the encountering thread's addresses.
func (f *function) copyinSources(d *ompdir.Directive) []copyinSource {
	var out []copyinSource
	for _, c := range d.ClausesNamed("copyin") {
		for _, it := range c.Items {
			decl := f.resolve(it.Name)
			if decl == nil {
				f.t.errorAt(ompPos(it.Pos), "use of undeclared identifier '%s' in 'copyin' clause", it.Name)
				continue
			}
			if !f.t.isThreadLocal(decl) {
				f.t.errorAt(ompPos(it.Pos), "'%s' in 'copyin' must be threadprivate", it.Name)
				continue
			}
			out = append(out, copyinSource{decl: decl, src: f.t.globalVar(f, decl, nil)})
		}
	}
	return out
}

// copyin copies, at the start of a parallel region, the encountering
// thread's value of each copyin variable into the thread's own copy (the
// encountering thread's copy is the source itself), then waits at a
// barrier so that no thread writes its copy before every thread has read
// the source (as gcc does).
func (f *function) copyin(sources []copyinSource, loc ir.Location) {
	if len(sources) == 0 {
		return
	}
	for _, s := range sources {
		dst := f.t.globalVar(f, s.decl, nil)
		other := cir.NewCmp(f.b, cir.CmpNE, dst.addr, s.src.addr, loc).Result(0)
		cir.NewIf(f.b, other, loc, f.region(func() { f.copyObject(dst, s.src, loc) }), nil)
	}
	omp.NewBarrier(f.b, loc)
}

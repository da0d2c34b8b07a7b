// Package frontend translates C11 with OpenMP pragmas to the cir and omp
// dialects (docs/frontend.md). It is built on modernc.org/cc/v4: cc
// preprocesses (with gcc's predefined macros and include paths, so
// glibc's headers work), parses and type-checks; the front end walks the
// typed AST and builds cir with every conversion explicit, each op
// located at its C source position, and the OpenMP directives, read by
// package ompdir from the pragmas cc reports, as omp ops around the cir
// of the statements they apply to.
//
// What the front end does not support is a located "not supported"
// error, never a silent mistranslation.
package frontend

import (
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// Options configure a translation, as a C compiler's command line would.
type Options struct {
	// Defines are -D arguments: NAME or NAME=VALUE.
	Defines []string
	// Undefines are -U arguments.
	Undefines []string
	// IncludePaths are -I directories, searched for #include "..." and
	// <...> before the system's.
	IncludePaths []string
	// OpenMP honors `#pragma omp` (-fopenmp) and defines _OPENMP; without
	// it the pragmas are ignored, as C compilers do.
	OpenMP bool
}

// configs caches cc's configuration per OpenMP setting: building it runs
// the system C compiler for its predefined macros and include paths.
var configs sync.Map // bool -> *configResult

type configResult struct {
	once sync.Once
	cfg  *cc.Config
	err  error
}

func baseConfig(openmp bool) (*cc.Config, error) {
	v, _ := configs.LoadOrStore(openmp, &configResult{})
	r := v.(*configResult)
	r.once.Do(func() {
		var opts []string
		if openmp {
			opts = append(opts, "-fopenmp")
		}
		r.cfg, r.err = newConfig(opts)
	})
	if r.err != nil {
		return nil, r.err
	}
	c := *r.cfg
	return &c, nil
}

// strataBuiltins declares the gcc builtins the front end translates
// (see builtin) that cc's own list lacks, so that cc types their calls.
const strataBuiltins = `int __builtin_popcount(unsigned);
int __builtin_popcountl(unsigned long);
int __builtin_popcountll(unsigned long long);
int __builtin_clz(unsigned);
int __builtin_clzl(unsigned long);
int __builtin_clzll(unsigned long long);
int __builtin_ctz(unsigned);
int __builtin_ctzl(unsigned long);
int __builtin_ctzll(unsigned long long);
int __builtin_signbit(double);
int __builtin_signbitf(float);
int __builtin_signbitl(long double);
void *__builtin_assume_aligned(const void *, __SIZE_TYPE__, ...);
/* cc defines va_copy as an assignment, which would make the copy share
   the original's state; the front end copies the state (vararg.go). */
#undef __builtin_va_copy
void __builtin_va_copy(__builtin_va_list, __builtin_va_list);
`

// Translate translates the C file name (its text is src, or read from
// disk when src is nil) into a new module of ctx. The diagnostics hold
// the warnings; err, when not nil, is the Diagnostics with the errors.
func Translate(ctx *ir.Context, name string, src []byte, opts Options) (*ir.Operation, Diagnostics, error) {
	cfg, err := baseConfig(opts.OpenMP)
	if err != nil {
		return nil, nil, Diagnostics{{Pos: Pos{File: name}, Severity: Error, Msg: "cannot configure the C preprocessor: " + err.Error()}}
	}
	cfg.IncludePaths = append(append([]string{""}, opts.IncludePaths...), cfg.IncludePaths...)
	sys := append([]string(nil), opts.IncludePaths...)
	if opts.OpenMP {
		// strata's omp.h, after -I so that a program's own still wins,
		// as with gcc.
		sys = append(sys, includeDir)
		cfg.FS = headerFS{}
	}
	cfg.SysIncludePaths = append(sys, cfg.SysIncludePaths...)
	cfg.ExpansionLimit = 1 << 26

	pragmas := &pragmaTable{}
	cfg.PragmaHandler = pragmas.handle

	var cmdline strings.Builder
	for _, d := range opts.Defines {
		k, v, ok := strings.Cut(d, "=")
		if !ok {
			v = "1"
		}
		fmt.Fprintf(&cmdline, "#define %s %s\n", k, v)
	}
	for _, u := range opts.Undefines {
		fmt.Fprintf(&cmdline, "#undef %s\n", u)
	}
	sources := []cc.Source{
		{Name: "<predefined>", Value: cfg.Predefined},
		{Name: "<builtin>", Value: cc.Builtin},
		{Name: "<strata-builtin>", Value: strataBuiltins},
		{Name: "<command-line>", Value: cmdline.String()},
	}
	if src != nil {
		sources = append(sources, cc.Source{Name: name, Value: src})
	} else {
		sources = append(sources, cc.Source{Name: name})
	}
	text := src
	if text == nil {
		if text, err = os.ReadFile(name); err != nil {
			return nil, nil, Diagnostics{{Pos: Pos{File: name}, Severity: Error, Msg: err.Error()}}
		}
	}
	if d := hangGuard(name, text, cfg, sources, opts.Defines); d != nil {
		return nil, nil, Diagnostics{*d}
	}
	ast, err := translateSafely(cfg, sources)
	if err != nil {
		return nil, nil, fromCC(err, name, src)
	}
	t := newTranslator(ctx, ast, name, opts, pragmas)
	module := t.run()
	if t.diags.HasErrors() {
		return nil, nil, t.diags
	}
	return module, t.diags, nil
}

// translateSafely runs cc, turning a panic of cc on hostile input into an
// error: the front end must never crash on a C program.
func translateSafely(cfg *cc.Config, sources []cc.Source) (ast *cc.AST, err error) {
	defer func() {
		if r := recover(); r != nil {
			ast, err = nil, fmt.Errorf("internal error in the C parser: %v", r)
		}
	}()
	return cc.Translate(cfg, sources)
}

// newModule creates the module the translation fills.
func newModule(ctx *ir.Context, file string) *ir.Operation {
	return builtin.NewModule(ctx, "", ir.NewFileLineColLoc(file, 1, 1)).Operation
}

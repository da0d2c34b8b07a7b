package passes

import (
	"fmt"
	"maps"
	"slices"
	"sort"
)

// Registry maps pass arguments to constructors, for pipelines and command
// lines. A tool builds one at start-up; it is not changed while passes
// run.
type Registry struct {
	passes map[string]entry
}

type entry struct {
	info Info
	new  func() Pass
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{passes: map[string]entry{}} }

// Register adds the pass that newPass makes, under its Info().Argument.
// Registering an argument twice is a programming error.
func (r *Registry) Register(newPass func() Pass) {
	info := newPass().Info()
	if info.Argument == "" {
		panic("passes: registering a pass with no argument")
	}
	if _, dup := r.passes[info.Argument]; dup {
		panic(fmt.Sprintf("passes: pass %q registered twice", info.Argument))
	}
	r.passes[info.Argument] = entry{info: info, new: newPass}
}

// Lookup returns the constructor of the pass registered as argument. A nil
// registry has no passes.
func (r *Registry) Lookup(argument string) (newPass func() Pass, ok bool) {
	if r == nil {
		return nil, false
	}
	e, ok := r.passes[argument]
	return e.new, ok
}

// Passes returns the registered passes, sorted by argument.
func (r *Registry) Passes() []Info {
	infos := make([]Info, 0, len(r.passes))
	for _, e := range r.passes {
		infos = append(infos, e.info)
	}
	sort.Slice(infos, func(i, j int) bool { return infos[i].Argument < infos[j].Argument })
	return infos
}

// WithDefaults returns a registry of r's passes in which the passes named
// by the keys of defaults are made with those options set, written as in
// a pipeline's braces: {"omp-to-omp-lower": "runtime=iomp"}. The options a
// pipeline or a pass flag gives are applied after them, and so override
// them. r is not changed.
//
// It is how a driver turns its global flags into the defaults of pass
// options (strata-opt's --omp-lower-runtime is runtime= of the OpenMP
// lowering passes) without state shared with the passes: the options stay
// the passes' own fields, every pass made is a new value, and the defaults
// reach every pass the registry makes, in nested pipelines too. The
// defaults are checked here: a pass not in r, or options that do not
// apply to it, is an error, a diagnostic located in the option text
// under the file name "<pass-options>", as NewPass reports it.
func (r *Registry) WithDefaults(defaults map[string]string) (*Registry, error) {
	out := NewRegistry()
	if r != nil {
		out.passes = maps.Clone(r.passes)
	}
	for _, arg := range slices.Sorted(maps.Keys(defaults)) {
		options := defaults[arg]
		if _, err := NewPass(out, arg, options); err != nil {
			return nil, err
		}
		e := out.passes[arg]
		newPass := e.new
		e.new = func() Pass {
			p := newPass()
			src := source{name: optionsSourceName, text: options}
			if err := applyOptions(p, src, 0, len(options)); err != nil {
				// NewPass applied the same text to a pass of the same
				// constructor above.
				panic(fmt.Sprintf("passes: default options of %q: %v", arg, err))
			}
			return p
		}
		out.passes[arg] = e
	}
	return out, nil
}

// QuoteOption returns value written as an option's value must be, in a
// pipeline or in the defaults of WithDefaults, to be read back as value:
// as it is when it is plain, else braced or quoted.
func QuoteOption(value string) string { return quoteOptionValue(value, false) }

package passes

import (
	"fmt"
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

package dsl

import (
	"embed"
	"io/fs"
	"sort"
)

// builtinSpecs are the runtime specs built into the binaries.
//
//go:embed specs/*.dsl
var builtinSpecs embed.FS

// BuiltinSpecs returns the names and texts of the specs built into the
// binaries (specs/iomp.dsl, specs/libgomp.dsl, specs/pmsis.dsl), ordered
// by name.
func BuiltinSpecs() (map[string]string, []string) {
	texts := map[string]string{}
	var names []string
	entries, _ := fs.ReadDir(builtinSpecs, "specs")
	for _, e := range entries {
		data, err := fs.ReadFile(builtinSpecs, "specs/"+e.Name())
		if err != nil {
			continue
		}
		name := "specs/" + e.Name()
		texts[name] = string(data)
		names = append(names, name)
	}
	sort.Strings(names)
	return texts, names
}

// BuiltinRuntime returns the parsed built-in spec that declares the named
// runtime.
func BuiltinRuntime(runtime string) (*File, error) {
	texts, names := BuiltinSpecs()
	var known []string
	for _, name := range names {
		f, err := Parse(name, texts[name])
		if err != nil {
			return nil, err
		}
		for _, r := range f.Runtimes {
			if r.Name == runtime {
				return f, nil
			}
			known = append(known, r.Name)
		}
	}
	return nil, &UnknownRuntimeError{File: "the built-in specs", Runtime: runtime, Known: known}
}

package ompdir

import "strings"

// syntax is how a clause's argument is written.
type syntax uint8

const (
	sBare      syntax = iota // nowait
	sList                    // private(a, b[0:n])
	sExpr                    // num_threads(e)
	sOptExpr                 // ordered, ordered(2)
	sIf                      // if([directive-name :] e)
	sDefault                 // default(shared|none|private|firstprivate)
	sProcBind                // proc_bind(primary|master|close|spread)
	sSchedule                // schedule([modifier[, modifier] :] kind[, chunk])
	sDistSched               // dist_schedule(static[, chunk])
	sReduction               // reduction([modifier ,] op : list)
	sDepend                  // depend(type : list)
	sMap                     // map([modifiers,] [type :] list)
	sMotion                  // to([present :] list), from(...)
	sKeyword                 // atomic_default_mem_order(seq_cst)
)

var clauseSyntax = map[string]syntax{
	"nowait": sBare, "untied": sBare, "mergeable": sBare, "nogroup": sBare,
	"read": sBare, "write": sBare, "update": sBare, "capture": sBare, "compare": sBare,
	"seq_cst": sBare, "acq_rel": sBare, "acquire": sBare, "release": sBare, "relaxed": sBare,
	"unified_shared_memory": sBare, "unified_address": sBare, "reverse_offload": sBare,
	"dynamic_allocators": sBare, "self_maps": sBare, "inbranch": sBare, "notinbranch": sBare,
	"threads": sBare, "simd": sBare,

	"private": sList, "firstprivate": sList, "lastprivate": sList, "shared": sList,
	"copyin": sList, "copyprivate": sList, "is_device_ptr": sList, "use_device_ptr": sList,
	"use_device_addr": sList, "has_device_addr": sList, "link": sList, "enter": sList,
	"nontemporal": sList, "aligned": sList, "linear": sList, "uniform": sList,

	"num_threads": sExpr, "final": sExpr, "priority": sExpr, "device": sExpr,
	"thread_limit": sExpr, "num_teams": sExpr, "collapse": sExpr, "safelen": sExpr,
	"simdlen": sExpr, "filter": sExpr, "hint": sExpr, "grainsize": sExpr, "num_tasks": sExpr,
	"ordered": sOptExpr,

	"if": sIf, "default": sDefault, "proc_bind": sProcBind, "schedule": sSchedule,
	"dist_schedule": sDistSched, "reduction": sReduction, "in_reduction": sReduction,
	"task_reduction": sReduction, "depend": sDepend, "map": sMap, "to": sMotion, "from": sMotion,
	"atomic_default_mem_order": sKeyword, "device_type": sKeyword, "defaultmap": sKeyword,
}

// Clauses by construct. A combined directive takes the clauses of its parts.
var (
	parallelClauses   = []string{"if", "num_threads", "default", "private", "firstprivate", "shared", "copyin", "reduction", "proc_bind"}
	forClauses        = []string{"private", "firstprivate", "lastprivate", "reduction", "schedule", "collapse", "ordered", "nowait"}
	simdClauses       = []string{"private", "lastprivate", "reduction", "collapse", "safelen", "simdlen", "aligned", "linear", "nontemporal", "if"}
	sectionsClauses   = []string{"private", "firstprivate", "lastprivate", "reduction", "nowait"}
	taskClauses       = []string{"if", "final", "untied", "default", "mergeable", "private", "firstprivate", "shared", "depend", "priority", "in_reduction"}
	targetClauses     = []string{"if", "device", "private", "firstprivate", "map", "is_device_ptr", "has_device_addr", "depend", "nowait", "thread_limit", "defaultmap"}
	teamsClauses      = []string{"num_teams", "thread_limit", "default", "private", "firstprivate", "shared", "reduction", "if"}
	distributeClauses = []string{"private", "firstprivate", "lastprivate", "collapse", "dist_schedule"}
	atomicClauses     = []string{"read", "write", "update", "capture", "compare", "seq_cst", "acq_rel", "acquire", "release", "relaxed", "hint"}
)

func join(lists ...[]string) []string {
	var out []string
	seen := map[string]bool{}
	for _, l := range lists {
		for _, c := range l {
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// directiveArg says whether a directive takes a parenthesized argument
// after its name: required, optional, or none.
type argKind uint8

const (
	argNone argKind = iota
	argOptional
	argRequired
)

type directiveInfo struct {
	clauses []string
	arg     argKind
}

var directives = map[string]directiveInfo{
	"parallel":                      {clauses: parallelClauses},
	"for":                           {clauses: forClauses},
	"parallel for":                  {clauses: join(parallelClauses, forClauses)},
	"simd":                          {clauses: simdClauses},
	"for simd":                      {clauses: join(forClauses, simdClauses)},
	"parallel for simd":             {clauses: join(parallelClauses, forClauses, simdClauses)},
	"sections":                      {clauses: sectionsClauses},
	"parallel sections":             {clauses: join(parallelClauses, sectionsClauses)},
	"section":                       {},
	"single":                        {clauses: []string{"private", "firstprivate", "copyprivate", "nowait"}},
	"master":                        {},
	"masked":                        {clauses: []string{"filter"}},
	"parallel master":               {clauses: parallelClauses},
	"parallel masked":               {clauses: join(parallelClauses, []string{"filter"})},
	"critical":                      {clauses: []string{"hint"}, arg: argOptional},
	"barrier":                       {},
	"taskwait":                      {clauses: []string{"depend", "nowait"}},
	"taskyield":                     {},
	"taskgroup":                     {clauses: []string{"task_reduction"}},
	"task":                          {clauses: taskClauses},
	"atomic":                        {clauses: atomicClauses},
	"flush":                         {clauses: []string{"seq_cst", "acq_rel", "acquire", "release"}, arg: argOptional},
	"ordered":                       {clauses: []string{"threads", "simd", "depend"}},
	"threadprivate":                 {arg: argRequired},
	"target":                        {clauses: targetClauses},
	"target data":                   {clauses: []string{"if", "device", "map", "use_device_ptr", "use_device_addr"}},
	"target enter data":             {clauses: []string{"if", "device", "map", "depend", "nowait"}},
	"target exit data":              {clauses: []string{"if", "device", "map", "depend", "nowait"}},
	"target update":                 {clauses: []string{"if", "device", "to", "from", "depend", "nowait"}},
	"target parallel":               {clauses: join(targetClauses, parallelClauses)},
	"target parallel for":           {clauses: join(targetClauses, parallelClauses, forClauses)},
	"target simd":                   {clauses: join(targetClauses, simdClauses)},
	"target teams":                  {clauses: join(targetClauses, teamsClauses)},
	"teams":                         {clauses: teamsClauses},
	"distribute":                    {clauses: distributeClauses},
	"teams distribute":              {clauses: join(teamsClauses, distributeClauses)},
	"target teams distribute":       {clauses: join(targetClauses, teamsClauses, distributeClauses)},
	"distribute parallel for":       {clauses: join(distributeClauses, parallelClauses, forClauses)},
	"teams distribute parallel for": {clauses: join(teamsClauses, distributeClauses, parallelClauses, forClauses)},
	"target teams distribute parallel for": {
		clauses: join(targetClauses, teamsClauses, distributeClauses, parallelClauses, forClauses)},
	"target teams distribute parallel for simd": {
		clauses: join(targetClauses, teamsClauses, distributeClauses, parallelClauses, forClauses, simdClauses)},
	"declare target":       {clauses: []string{"to", "enter", "link", "device_type"}, arg: argOptional},
	"begin declare target": {clauses: []string{"device_type"}},
	"end declare target":   {},
	"requires": {clauses: []string{"unified_shared_memory", "unified_address", "reverse_offload",
		"dynamic_allocators", "atomic_default_mem_order", "self_maps"}},
}

// prefixes holds every proper word prefix of a directive name, to read
// the longest name.
var prefixes = func() map[string]bool {
	p := map[string]bool{}
	for name := range directives {
		words := strings.Fields(name)
		for i := 1; i <= len(words); i++ {
			p[strings.Join(words[:i], " ")] = true
		}
	}
	return p
}()

// Directives returns the names of the directives the parser knows.
func Directives() []string {
	names := make([]string, 0, len(directives))
	for n := range directives {
		names = append(names, n)
	}
	return names
}

// IsStandalone reports whether the directive has no associated statement.
func IsStandalone(name string) bool {
	switch name {
	case "barrier", "taskwait", "taskyield", "flush", "threadprivate", "target enter data",
		"target exit data", "target update", "declare target", "begin declare target",
		"end declare target", "requires", "section":
		return true
	}
	return false
}

// IsDeclarative reports whether the directive belongs at file scope.
func IsDeclarative(name string) bool {
	switch name {
	case "threadprivate", "declare target", "begin declare target", "end declare target", "requires":
		return true
	}
	return false
}

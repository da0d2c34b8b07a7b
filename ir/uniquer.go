package ir

import (
	"hash/maphash"
	"sync"
)

// uniquer hash-conses immutable storage objects (the contents of function
// types, array attributes, ...), so that equal contents share one pointer and
// pointer comparison is structural comparison.
//
// Each kind of storage has its own table, keyed by a hash of the contents;
// collisions are resolved by comparing contents with the kind's equality.
type uniquer struct {
	seed maphash.Seed

	mu     sync.Mutex
	tables map[uniqueKind]map[uint64][]any
}

// uniqueKind names one table of the uniquer. Kinds are distinct strings per
// storage type, so that storage of different types never compares.
type uniqueKind string

func newUniquer() *uniquer {
	return &uniquer{seed: maphash.MakeSeed(), tables: map[uniqueKind]map[uint64][]any{}}
}

// intern returns the canonical *T equal to v under eq, storing v if there is
// none yet. hash must be consistent with eq.
func intern[T any](u *uniquer, kind uniqueKind, hash uint64, v *T, eq func(a, b *T) bool) *T {
	return internWith(u, kind, hash, func(c *T) bool { return eq(c, v) }, func() *T { return v })
}

// internWith is intern for a value that build makes only when the table
// holds none that match accepts: the callers probe with their arguments,
// so that a value met before, as most are in a module being parsed,
// allocates nothing.
func internWith[T any](u *uniquer, kind uniqueKind, hash uint64, match func(*T) bool, build func() *T) *T {
	u.mu.Lock()
	defer u.mu.Unlock()
	table := u.tables[kind]
	if table == nil {
		table = map[uint64][]any{}
		u.tables[kind] = table
	}
	for _, cand := range table[hash] {
		if c := cand.(*T); match(c) {
			return c
		}
	}
	v := build()
	table[hash] = append(table[hash], v)
	return v
}

// hasher accumulates a hash of comparable values.
type hasher struct {
	h maphash.Hash
}

func (u *uniquer) hasher() *hasher {
	h := &hasher{}
	h.h.SetSeed(u.seed)
	return h
}

func (h *hasher) types(ts []Type) {
	h.int(int64(len(ts)))
	for _, t := range ts {
		maphash.WriteComparable(&h.h, t)
	}
}

func (h *hasher) attrs(as []Attribute) {
	h.int(int64(len(as)))
	for _, a := range as {
		maphash.WriteComparable(&h.h, a)
	}
}

func (h *hasher) value(v any) {
	maphash.WriteComparable(&h.h, v)
}

func (h *hasher) int(i int64) {
	var b [8]byte
	for k := range b {
		b[k] = byte(i >> (8 * k))
	}
	h.h.Write(b[:])
}

func (h *hasher) ints(is []int64) {
	h.int(int64(len(is)))
	for _, i := range is {
		h.int(i)
	}
}

func (h *hasher) string(s string) {
	h.int(int64(len(s)))
	h.h.WriteString(s)
}

func (h *hasher) sum() uint64 { return h.h.Sum64() }

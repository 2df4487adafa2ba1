package outlive

// The lookups below serve the tests, which name rooms and events by id; the
// game reads its content by index.

// RoomIndex returns the kind index of the room with id, or -1.
func (c *Content) RoomIndex(id string) int8 {
	for i, r := range c.Rooms {
		if r.ID == id {
			return int8(i)
		}
	}
	return -1
}

// EventIndex returns the index of the event with id, or -1.
func (c *Content) EventIndex(id string) int8 {
	for i, e := range c.Events {
		if e.ID == id {
			return int8(i)
		}
	}
	return -1
}

module wasteland

go 1.26

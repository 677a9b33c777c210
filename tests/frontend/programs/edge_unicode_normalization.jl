ɛµ()
@ɛµ x
a · b
a · b
a − b
a −= b
a .−= b
−x

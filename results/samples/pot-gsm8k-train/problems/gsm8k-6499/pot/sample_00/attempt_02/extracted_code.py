# Given age of Vincent
vincent_age = 22

# Rupert is 2 years younger than Vincent
rupert_age = vincent_age - 2

# Khloe is a third of Eugene's age and Rupert is 10 years older than Khloe
# Rupert is 2 years younger than Vincent means Rupert's age is half of Vincent's age
eugene_age = Rupert_age * 2

# Khloe is a third of Eugene's age
khloe_age = eugene_age / 3

# Tricia is a third of Amilia's age and Amilia is a quarter of Yorick's age
# Yorick is twice Eugene's age and Khloe is a third of Eugene's age
# Khloe is a third of Eugene's age means Khloe's age is one-third of Eugene's age
yorkick_age = eugene_age / 3

# Amilia is a quarter of Yorick's age
amilia_age = yorkick_age / 4

# Tricia is a third of Amilia's age
tricia_age = amilia_age / 3

print(f'RESULT: {tricia_age}')

# Define the given ages
v Vincent = 22  # Vincent's age
r Rupert = v Vincent - 2  # Rupert's age
khloe = r Rupert / 3  # Khloe's age
eu = khloe * 3  # Eugene's age
y = eu * 2  # Yorick's age
a = y / 4  # Amilia's age
t = a / 3  # Tricia's age

# Print the result
print(f"RESULT: {t}")

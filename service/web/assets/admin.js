// Copy buttons of the admin panel: `data-copy` names the element whose text (or value) goes to the clipboard.
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.addEventListener('click', async () => {
    const source = document.getElementById(button.dataset.copy);
    const text = 'value' in source ? source.value : source.textContent;
    try {
      await navigator.clipboard.writeText(text.trim());
      button.textContent = 'Copied';
    } catch {
      source.focus();
      if ('select' in source) source.select();
      button.textContent = 'Select and copy it by hand';
    }
  });
}
